/** Lowercase and strip accents, so "Café" matches "cafe". */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** A name compared ignoring case, spaces, hyphens and punctuation: "Home Repair" = "home-repair" = "homerepair". */
export function nameKey(name: string): string {
  return foldText(name).replace(/[^a-z0-9]/g, '');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Visible text of an HTML fragment, folded for matching. */
export function searchableText(html: string): string {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&(#39|[a-z]+);/gi, (match, name: string) => ENTITIES[name.toLowerCase()] ?? match);
  return foldText(text).replace(/\s+/g, ' ').trim();
}

/** Search terms of a query: folded words, all of which must appear. */
export function queryTerms(query: string): string[] {
  return foldText(query)
    .split(/\s+/)
    .filter((term) => term !== '');
}
