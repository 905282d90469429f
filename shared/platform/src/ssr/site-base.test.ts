import { setRuntimeConfig } from '../config/runtime';
import type { SiteSettings } from '@handyman/contracts';
import { TEST_CONFIG } from '@handyman/testing';
import { safeBaseUrl, siteBaseUrl } from './site-base';

const settings = (CanonicalBaseURL: string | undefined) =>
  ({ GlobalSettings: CanonicalBaseURL === undefined ? {} : { CanonicalBaseURL: { Value: CanonicalBaseURL } } }) as unknown as SiteSettings;

afterEach(() => setRuntimeConfig(TEST_CONFIG));

test('content names the base when the config does not', () => {
  setRuntimeConfig({ ...TEST_CONFIG, publicUrl: 'https://public.example' });
  expect(siteBaseUrl(settings('https://www.brightwood.example/'))).toBe('https://www.brightwood.example');
});

test('the configured siteBaseUrl wins over content', () => {
  setRuntimeConfig({ ...TEST_CONFIG, siteBaseUrl: 'https://configured.example/', publicUrl: 'https://public.example' });
  expect(siteBaseUrl(settings('https://www.brightwood.example'))).toBe('https://configured.example');
});

test.each([
  undefined,
  '',
  'not a url',
  'javascript:alert(1)',
  'https://x.example\r\nSitemap: https://evil.example',
  'https://x.example\\@evil.example',
  'https://user:pw@x.example',
  'https://x.example/?q=1',
])('without a safe content base (%j) the public URL is the base, never anything a request carries', (value) => {
  setRuntimeConfig({ ...TEST_CONFIG, publicUrl: 'https://public.example' });
  expect(siteBaseUrl(settings(value))).toBe('https://public.example');
  expect(siteBaseUrl(undefined)).toBe('https://public.example');
});

test('a base with a path keeps it, without the trailing slash', () => {
  expect(safeBaseUrl(' https://x.example/site/ ')).toBe('https://x.example/site');
});
