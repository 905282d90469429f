/** Mount point of the document head management (titles, meta, favicons, SEO inserts, canonical). */
export function HeadManager() {
  return null;
}
