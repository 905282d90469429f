/** Most links in one column of a navigation group; a longer group takes several columns. */
export const LINKS_PER_GROUP = 9;

/** A group's links in lists of at most 9, so a long group becomes several columns and loses none. */
export function linkColumns<T>(links: readonly T[] | undefined): T[][] {
  const all = links ?? [];
  const columns: T[][] = [];
  for (let start = 0; start < all.length; start += LINKS_PER_GROUP) columns.push(all.slice(start, start + LINKS_PER_GROUP));
  return columns;
}
