/**
 * Structured data for search engines as a JSON data block: text, never markup, with "<" escaped so
 * content can never end the script element.
 */
export function JsonLd({ data, testId }: { data: unknown; testId?: string }) {
  return (
    <script type="application/ld+json" data-testid={testId}>
      {JSON.stringify(data).replace(/</g, '\\u003c')}
    </script>
  );
}
