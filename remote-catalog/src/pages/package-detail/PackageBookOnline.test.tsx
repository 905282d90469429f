import { screen, waitFor } from '@testing-library/react';
import { useSiteStore } from '@handyman/platform/base';
import { buildCorporateControl, buildFranchiseHome, envelope, mockFetch, pagesByPath, renderRoute } from '@handyman/testing';
import { PackageBookOnline } from './PackageBookOnline';

// The package's booking box books with the visitor's office when the site knows it.

beforeEach(() =>
  mockFetch({
    'GET /api/page': pagesByPath({
      'offices/summerlin': envelope([
        {
          FranchiseHomePage: buildFranchiseHome({
            FranchiseCorporateControl: buildCorporateControl({ FranchiseName: { Value: 'Brightwood Handyman of Summerlin' } }),
          }),
        },
      ]),
    }),
  }),
);

test('with the visitor’s office: Book Online with it, to its scheduling page with the ZIP they gave', async () => {
  useSiteStore.getState().setRecentZip({ zip: '89135', office: 'offices/summerlin' });
  useSiteStore.getState().setRecentFranchise({ path: 'offices/summerlin', phone: '702-555-0142' });
  renderRoute(<PackageBookOnline />, { url: '/packages/curb-appeal' });
  const link = await screen.findByRole('link', { name: 'Book Online with Brightwood Handyman of Summerlin' });
  expect(link).toHaveAttribute('href', 'http://schedule.test/book?office=summerlin&zip=89135');
});

test('without one: Book Online to the site’s scheduling page, which asks for the ZIP first', async () => {
  renderRoute(<PackageBookOnline />, { url: '/packages/curb-appeal' });
  await waitFor(() => expect(screen.getByRole('link', { name: 'Book Online' })).toHaveAttribute('href', 'http://schedule.test/book'));
});
