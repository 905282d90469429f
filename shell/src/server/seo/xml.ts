/** Code points XML 1.0 allows; the others (control characters, lone surrogates) cannot even be escaped. */
function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    code >= 0x10000
  );
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text made safe for XML element content and attribute values: markup escaped, illegal characters dropped. */
export function escapeXml(text: string): string {
  // Printable ASCII without markup characters, as nearly every address is, needs nothing.
  if (/^[ !#-%(-;=?-~]*$/.test(text)) return text;
  let legal = '';
  for (const char of text) if (isXmlChar(char.codePointAt(0) ?? 0)) legal += char;
  return legal.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}
