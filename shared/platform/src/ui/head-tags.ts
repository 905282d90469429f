// The one set of helpers that write tags into the document head. Tags are built element by
// element (never from markup), and each kind is kept single: an existing tag is updated in place.

export type MetaKey = { name: string } | { httpEquiv: string };

/** The meta tag with this name (or http-equiv, either in any case) already in the head, if any. */
export function findMeta(key: MetaKey): HTMLMetaElement | null {
  const wanted = ('name' in key ? key.name : key.httpEquiv).toLowerCase();
  const metas = Array.from(document.head.querySelectorAll('meta'));
  return metas.find((meta) => ('name' in key ? meta.name : meta.httpEquiv).toLowerCase() === wanted) ?? null;
}

/** Puts an element right after the title (where the description belongs), else at the head's end. */
export function insertAfterTitle(element: Element): void {
  const title = document.head.querySelector('title');
  if (title) title.after(element);
  else document.head.appendChild(element);
}

export function createMeta(key: MetaKey, content: string): HTMLMetaElement {
  const meta = document.createElement('meta');
  if ('name' in key) meta.name = key.name;
  else meta.httpEquiv = key.httpEquiv;
  meta.content = content;
  return meta;
}

/** Updates the meta tag with this name if present, otherwise creates it (after the title). */
export function upsertMeta(key: MetaKey, content: string): HTMLMetaElement {
  const existing = findMeta(key);
  if (existing) {
    if (existing.content !== content) existing.content = content;
    return existing;
  }
  const meta = createMeta(key, content);
  insertAfterTitle(meta);
  return meta;
}

/** Updates the link matched by the selector, otherwise appends a new one with these attributes. */
export function upsertLink(selector: string, attributes: Record<string, string>): HTMLLinkElement {
  let link = document.head.querySelector<HTMLLinkElement>(selector);
  if (!link) {
    link = document.createElement('link');
    document.head.appendChild(link);
  }
  for (const [name, value] of Object.entries(attributes)) {
    if (link.getAttribute(name) !== value) link.setAttribute(name, value);
  }
  return link;
}

/**
 * Adds a robots meta tag of its own (so it never overwrites another page's) and returns a function
 * that removes it again.
 */
export function addRobotsMeta(content: string): () => void {
  const meta = createMeta({ name: 'robots' }, content);
  insertAfterTitle(meta);
  return () => meta.remove();
}
