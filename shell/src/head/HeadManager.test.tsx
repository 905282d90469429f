import { act, waitFor } from '@testing-library/react';
import { mockFetch, renderRoute } from '@handyman/testing';
import { HeadManager } from './HeadManager';
import { SEO_INSERT_ATTRIBUTE } from './seo-inserts';
import { headSettings, INDEX_HEAD, numberedScripts } from '../testing/settings-fixtures';

function serveSettings() {
  return mockFetch({ 'GET /api/x31': { SiteSettings: headSettings(numberedScripts(2)) } });
}

beforeEach(() => {
  document.head.innerHTML = INDEX_HEAD;
  document.body.innerHTML = '';
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
  await waitFor(() => expect(document.querySelectorAll(`script[${SEO_INSERT_ATTRIBUTE}]`)).toHaveLength(2));
  expect(document.querySelectorAll(`meta[${SEO_INSERT_ATTRIBUTE}]`)).toHaveLength(2);
  expect(document.querySelectorAll('noscript')).toHaveLength(1);
});
