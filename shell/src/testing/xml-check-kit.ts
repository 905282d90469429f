// A small XML 1.0 well-formedness check for tests (node has no DOMParser): one root, balanced tags,
// quoted attributes, no raw "<" in text and every "&" the start of an entity.

const TAG = /^<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>$/;
const STRAY_AMPERSAND = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i;

export function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  if (!xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')) problems.push('no XML declaration');
  const stack: string[] = [];
  let roots = 0;
  for (const part of xml.replace(/^<\?xml[^>]*\?>/, '').split(/(<[^<>]*>)/)) {
    if (STRAY_AMPERSAND.test(part)) problems.push(`stray & in ${part}`);
    const tag = TAG.exec(part);
    if (tag) {
      const [, close, name = '', , empty] = tag;
      if (close) {
        if (stack.pop() !== name) problems.push(`unbalanced </${name}>`);
      } else {
        if (stack.length === 0) roots += 1;
        if (!empty) stack.push(name);
      }
    } else if (part.includes('<')) problems.push(`bad markup ${part}`);
    else if (stack.length === 0 && part.trim() !== '') problems.push(`text outside the root: ${part}`);
  }
  if (stack.length > 0) problems.push(`unclosed <${stack.join('>, <')}>`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  return problems;
}

/** The text of every element with this name, entities left as they are. */
export function elementTexts(xml: string, name: string): string[] {
  return [...xml.matchAll(new RegExp(`<${name}(?:\\s[^>]*)?>([^<]*)</${name}>`, 'g'))].map((match) => match[1] ?? '');
}

/** XML text back to plain text (the five predefined entities). */
export function unescapeXml(text: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => entities[name] ?? '');
}
