import { robotsTxt } from './robots';

test('allows the site, keeps crawlers off thank-you and test pages and names the sitemap', () => {
  const lines = robotsTxt('https://www.example.com/').split('\n');
  expect(lines[0]).toBe('User-agent: *');
  expect(lines).toEqual(
    expect.arrayContaining([
      'Allow: /',
      'Disallow: /contact_success',
      'Disallow: /offices/*/contact_success',
      'Disallow: /test-form-fill-page',
      'Sitemap: https://www.example.com/sitemap.xml',
    ]),
  );
});
