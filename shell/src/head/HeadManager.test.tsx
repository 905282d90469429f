import { act, waitFor } from '@testing-library/react';
import { resetResources, SITE_SETTINGS_KEY, useResourceStore } from '@handyman/platform';
import { mockFetch, renderRoute } from '@handyman/testing';
import { HeadManager } from './HeadManager';
import { PAGE_RECORD_ID } from '../lib/page-record-marks';
import { SEO_INSERT_ATTRIBUTE } from './seo-inserts';
import { headSettings, INDEX_HEAD, numberedScripts } from '../testing/settings-fixtures';

function serveSettings() {
  return mockFetch({ 'GET /api/x31': { SiteSettings: headSettings(numberedScripts(2)) } });
}

beforeEach(() => {
  resetResources();
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

test('a page the server rendered keeps the head it wrote, with or without a hash: the browser rewrites it only when the settings change', async () => {
  // The server's page: its head (an icon, the inserts of the settings it was rendered with) and
  // its page record.
  const serverHead = `${INDEX_HEAD}<link rel="icon" sizes="32x32" href="/server-icon.png">`;
  document.head.innerHTML = serverHead;
  document.body.innerHTML = `<script type="application/json" id="${PAGE_RECORD_ID}">{}</script>`;
  const settings = headSettings(numberedScripts(2));
  useResourceStore.setState({ entries: { [SITE_SETTINGS_KEY]: { status: 'success', data: settings } } });
  const fetchMock = serveSettings();
  renderRoute(<HeadManager />, { url: '/packages#interior' });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(document.head.innerHTML).toBe(serverHead);
  expect(fetchMock).not.toHaveBeenCalled();

  // Settings that change afterwards reach the head.
  act(() =>
    useResourceStore.setState({
      entries: { [SITE_SETTINGS_KEY]: { status: 'success', data: { ...settings, GlobalSettings: { ...settings.GlobalSettings } } } },
    }),
  );
  await waitFor(() =>
    expect(document.head.querySelector('link[rel="icon"][sizes="32x32"]')).not.toHaveAttribute('href', '/server-icon.png'),
  );
  expect(document.querySelectorAll(`script[${SEO_INSERT_ATTRIBUTE}]`)).toHaveLength(2);
});
