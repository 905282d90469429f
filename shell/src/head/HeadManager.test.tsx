import { act, waitFor } from '@testing-library/react';
import { jsonResponse, mockFetch, renderRoute } from '@handyman/testing';
import { HeadManager } from './HeadManager';
import { SEO_INSERT_ATTRIBUTE } from './seo-inserts';
import { headSettings, INDEX_HEAD, numberedScripts } from '../testing/settings-fixtures';

const canonical = () => document.head.querySelectorAll('link[rel="canonical"]');

function serveSettings() {
  return mockFetch({ 'GET /api/x31': { SiteSettings: headSettings(numberedScripts(2)) } });
}

beforeEach(() => {
  document.head.innerHTML = INDEX_HEAD;
  document.body.innerHTML = '';
});

test('one canonical link: the site base plus the normalised path, updated on navigation', async () => {
  serveSettings();
  const { router } = renderRoute(<HeadManager />, { url: '/Services/?tab=2#search-by-room' });
  await waitFor(() => expect(canonical()[0]).toHaveAttribute('href', 'https://www.brightwood.example/services'));
  await act(() => router.navigate('/offices/summerlin/our_team'));
  expect(canonical()).toHaveLength(1);
  expect(canonical()[0]).toHaveAttribute('href', 'https://www.brightwood.example/offices/summerlin/our-team');
});

test('favicons, theme colour and SEO inserts arrive with the settings; inserts stay single across navigation', async () => {
  serveSettings();
  const { router, unmount } = renderRoute(<HeadManager />, { url: '/' });
  await waitFor(() => expect(document.head.querySelector('link[rel="apple-touch-icon"]')).not.toBeNull());
  expect(document.head.querySelector('meta[name="theme-color"]')).toHaveAttribute('content', '#d02030');
  await act(() => router.navigate('/blog'));
  await act(() => router.navigate('/offices'));
  unmount();
  renderRoute(<HeadManager />, { url: '/careers' });
  await waitFor(() => expect(canonical()[0]).toHaveAttribute('href', 'https://www.brightwood.example/careers'));
  expect(document.querySelectorAll(`script[${SEO_INSERT_ATTRIBUTE}]`)).toHaveLength(2);
  expect(document.querySelectorAll(`meta[${SEO_INSERT_ATTRIBUTE}]`)).toHaveLength(2);
  expect(document.querySelectorAll('noscript')).toHaveLength(1);
});

test('settings that fail to load still give a canonical link, on the site origin', async () => {
  mockFetch({ 'GET /api/x31': () => jsonResponse({ message: 'down' }, 500) });
  renderRoute(<HeadManager />, { url: '/Resources/' });
  await waitFor(() => expect(canonical()[0]).toHaveAttribute('href', `${window.location.origin}/resources`), { timeout: 3000 });
  expect(document.querySelector(`[${SEO_INSERT_ATTRIBUTE}]`)).toBeNull();
});
