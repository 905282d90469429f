/**
 * Checks an <img> is a photo the image service sizes for its layout: a w-descriptor srcset of the
 * service's widths from the media host, the layout's `sizes`, and a src the service sizes too.
 */
export function expectResponsiveImage(img: Element | null, sizes: string): void {
  expect(img).not.toBeNull();
  const srcset = img?.getAttribute('srcset') ?? '';
  const candidates = srcset.split(', ');
  expect(candidates.length).toBeGreaterThan(1);
  for (const candidate of candidates) expect(candidate).toMatch(/^http:\/\/media\.test\/media\/\S+\?width=\d+ \d+w$/);
  expect(img?.getAttribute('sizes')).toBe(sizes);
  expect(img?.getAttribute('src')).toMatch(/\?width=\d+$/);
}
