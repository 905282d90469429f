import { listOf, recordOf, textOf, type JsonRecord } from './read';
import { nameKey } from './text-keys';

/** Last change of a page as an ISO date-time: Changed, else DateUpdated, else DatePublished. */
export function lastmodOf(page: JsonRecord): string | undefined {
  for (const field of [page.Changed, page.DateUpdated, page.DatePublished]) {
    const time = Date.parse(textOf(field));
    if (!Number.isNaN(time)) return new Date(time).toISOString();
  }
  return undefined;
}

/** Category or author names of a post's IGX_Categories list, with their name keys, each once. */
export function taxonomyOf(value: unknown): { key: string; name: string }[] {
  const seen = new Map<string, string>();
  for (const item of listOf(value)) {
    const name = textOf(recordOf(item).Name).trim();
    const key = nameKey(name);
    if (key !== '' && !seen.has(key)) seen.set(key, name);
  }
  return [...seen].map(([key, name]) => ({ key, name }));
}
