import { act, waitFor } from '@testing-library/react';
import { jsonResponse, mockFetch, renderRoute } from '@handyman/testing';
import { PageHead } from './PageHead';
import { headSettings, INDEX_HEAD } from '../testing/settings-fixtures';

const SUFFIX = ' | Brightwood Handyman';
const canonical = () => document.head.querySelectorAll('link[rel="canonical"]');
const meta = (selector: string) => document.head.querySelector(`meta[${selector}]`)?.getAttribute('content');

beforeEach(() => {
  document.head.innerHTML = INDEX_HEAD;
  mockFetch({ 'GET /api/x31': { SiteSettings: headSettings() } });
});

test("the page's title (with the site's suffix), description and robots go in the document's head", async () => {
  renderRoute(<PageHead head={{ title: 'Our Story', description: 'How we started.', robots: 'noindex' }} />, { url: '/our-story' });
  await waitFor(() => expect(document.title).toBe(`Our Story${SUFFIX}`));
  expect(meta('name="description"')).toBe('How we started.');
  expect(meta('name="robots"')).toBe('noindex');
});

test('one canonical link: the site base plus the normalised path, following navigation', async () => {
  const { router } = renderRoute(<PageHead head={{ title: 'Services' }} />, { url: '/Services/?tab=2#search-by-room' });
  await waitFor(() => expect(canonical()[0]).toHaveAttribute('href', 'https://www.brightwood.example/services'));
  await act(() => router.navigate('/offices/summerlin/our_team'));
  expect(canonical()).toHaveLength(1);
  expect(canonical()[0]).toHaveAttribute('href', 'https://www.brightwood.example/offices/summerlin/our-team');
});

test('a link preview: Open Graph and Twitter tags with the canonical address and the default picture', async () => {
  renderRoute(<PageHead head={{ title: 'Decks', description: 'Build a deck.' }} />, { url: '/services/decks' });
  await waitFor(() => expect(meta('property="og:url"')).toBe('https://www.brightwood.example/services/decks'));
  expect(meta('property="og:title"')).toBe(`Decks${SUFFIX}`);
  expect(meta('property="og:image"')).toBe('https://www.brightwood.example/share-default.png');
  expect(meta('name="twitter:card"')).toBe('summary_large_image');
});

test('an error screen has neither a canonical address nor a link preview', async () => {
  renderRoute(<PageHead head={{ title: 'Page not found', robots: 'noindex' }} indexable={false} />, { url: '/nowhere' });
  await waitFor(() => expect(document.title).toBe(`Page not found${SUFFIX}`));
  expect(canonical()).toHaveLength(0);
  expect(document.head.querySelector('meta[property^="og:"]')).toBeNull();
});

test("the head's elements leave with the page: another page's robots never stays behind", async () => {
  const { unmount } = renderRoute(<PageHead head={{ title: 'Gone', robots: 'noindex' }} />, { url: '/gone' });
  await waitFor(() => expect(meta('name="robots"')).toBe('noindex'));
  unmount();
  expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
});

test('settings that fail to load still give a canonical link, on the site origin', async () => {
  mockFetch({ 'GET /api/x31': () => jsonResponse({ message: 'down' }, 500) });
  renderRoute(<PageHead head={{ title: 'Resources' }} />, { url: '/Resources/' });
  await waitFor(() => expect(canonical()[0]).toHaveAttribute('href', `${window.location.origin}/resources`), { timeout: 3000 });
});

test('a feed link and structured data', async () => {
  const feed = { href: '/blog/feed.xml', title: 'Blog feed' };
  renderRoute(<PageHead head={{ title: 'Blog', feed, jsonLd: [{ '@type': 'Blog', name: 'Tips' }] }} />, { url: '/blog' });
  await waitFor(() => expect(document.head.querySelector('link[rel="alternate"]')).toHaveAttribute('href', feed.href));
  expect(JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!)).toEqual({ '@type': 'Blog', name: 'Tips' });
});
