// The blog's filter addresses. Category and author names are written without spaces; both are
// lowercased because the site redirects any address with capitals to its lowercase form (the shell's
// path rules), so a link is never a redirect. A post's links and the
// sidebar use these, so every link to a filter page is written one way.

/** "Kitchen and Bath" -> "kitchenandbath". */
export function categorySlug(name: string): string {
  return name.toLowerCase().replace(/\s+/g, '');
}

/** "Marcus Bell" -> "marcusbell". */
export function authorSlug(name: string): string {
  return name.toLowerCase().replace(/\s+/g, '');
}

export const categoryPath = (name: string) => `/blog/category/${encodeURIComponent(categorySlug(name))}`;
export const authorPath = (name: string) => `/blog/author/${encodeURIComponent(authorSlug(name))}`;
export const yearPath = (year: number) => `/blog/year/${year}`;
export const searchPath = (query: string) => `/blog/search/${encodeURIComponent(query.trim())}`;

/** A name without case, spaces or punctuation. */
const nameKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A category or author name as the content service compares it: nameKey, accents removed first. */
export const filterKey = (word: string) => nameKey(word.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''));

/** A filter from the address matches a name when both read the same ignoring case, spaces and punctuation. */
export function sameName(slug: string, name: string): boolean {
  return nameKey(slug) === nameKey(name);
}
