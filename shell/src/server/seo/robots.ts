/** /robots.txt: everything may be crawled but the thank-you pages and the estimate-form test page. */
export function robotsTxt(base: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /contact_success',
    'Disallow: /offices/*/contact_success',
    // The same thank-you page at its hyphenated address (route table).
    'Disallow: /offices/*/contact-success',
    'Disallow: /test-form-fill-page',
    '',
    `Sitemap: ${base.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}
