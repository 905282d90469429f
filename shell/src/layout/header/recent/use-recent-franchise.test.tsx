import { act, waitFor } from '@testing-library/react';
import { useSiteStore } from '@handyman/platform';
import { renderRoute } from '@handyman/testing';
import { serveContent } from '../../../testing/layout-fixtures';
import { useRecentFranchise, type RecentFranchiseNav } from './use-recent-franchise';

function Probe({ seen }: { seen: (RecentFranchiseNav | null)[] }) {
  seen.push(useRecentFranchise());
  return null;
}

test('on an office’s page, the page recording its office gives the header the same nav, not a new one', async () => {
  serveContent();
  const seen: (RecentFranchiseNav | null)[] = [];
  renderRoute(<Probe seen={seen} />, { url: '/offices/summerlin' });
  await waitFor(() => expect(seen.at(-1)?.links.some((link) => link.Link === 'Our Team')).toBe(true));
  const shown = seen.at(-1);
  const renders = seen.length;

  act(() =>
    useSiteStore
      .getState()
      .setRecentFranchise({ path: 'offices/summerlin', phone: '702-555-0142', name: 'Brightwood Handyman of Summerlin' }),
  );
  expect(seen.length).toBeGreaterThan(renders);
  expect(seen.at(-1)).toBe(shown);
});

test('another office recorded elsewhere on the site gives a new nav', async () => {
  serveContent();
  const seen: (RecentFranchiseNav | null)[] = [];
  renderRoute(<Probe seen={seen} />, { url: '/services' });
  expect(seen.at(-1)).toBeNull();
  act(() =>
    useSiteStore
      .getState()
      .setRecentFranchise({ path: 'offices/summerlin', phone: '702-555-0142', name: 'Brightwood Handyman of Summerlin' }),
  );
  expect(seen.at(-1)).toMatchObject({ href: '/offices/summerlin', name: 'Brightwood Handyman of Summerlin' });
});
