import { contentPathOf, isUnlisted, siteUrl } from './site-url';
import { escapeXml } from './xml';

test('content links become lowercase content paths; links off the site do not', () => {
  expect(contentPathOf('/Offices/Summerlin/?x=1#top')).toBe('offices/summerlin');
  expect(contentPathOf('')).toBe('home');
  expect(contentPathOf('https://elsewhere.example/a')).toBeUndefined();
  expect(contentPathOf('mailto:a@b.c')).toBeUndefined();
});

test('site URLs follow the canonical rules and are percent-encoded', () => {
  expect(siteUrl('home', 'https://x.example/')).toBe('https://x.example/');
  expect(siteUrl('offices/a_b/city/é <x>', 'https://x.example')).toBe('https://x.example/offices/a-b/city/%C3%A9%20%3Cx%3E');
});

test('campaign, test and thank-you pages and local.json are unlisted', () => {
  expect(
    ['offices/p/campaign/x', 'test-form-fill-page', 'offices/p/contact-success', 'contact_success', 'offices/p/local.json'].every(
      isUnlisted,
    ),
  ).toBe(true);
  expect(isUnlisted('offices/p/city/x')).toBe(false);
  // A town named Campaign is a city page, not a campaign.
  expect(isUnlisted('offices/mcminnville/city/campaign')).toBe(false);
});

test('XML escaping covers markup characters and drops characters XML cannot hold', () => {
  expect(escapeXml(`<a href="x">&'\u0001\uD800ok 😀</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;ok 😀&lt;/a&gt;');
});
