/**
 * Structured data for search engines as a JSON data block: text, never markup, with "<" escaped so
 * content can never end the script element.
 */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json">{JSON.stringify(data).replace(/</g, '\\u003c')}</script>;
}
