import { screen, waitFor, within } from '@testing-library/react';
import { envelope, mockFetch, renderRoute, packagesIndex, packageSummary, buildFranchiseHome, field } from '@handyman/testing';
import { TrayUnderTest } from './testing/TrayUnderTest';

const index = packagesIndex({
  Interior: [packageSummary('honey-do-half-day', 'Honey-Do Half Day'), packageSummary('bathroom-refresh', 'Bathroom Refresh')],
  Exterior: [packageSummary('deck-restoration', 'Deck Restoration')],
});

function office(local: string[]) {
  return {
    FranchiseHomePage: buildFranchiseHome({
      Name: 'Tempe',
      URL: 'offices/tempe',
      SURL: 'offices/tempe',
      FranchiseCorporateControl: {
        FranchiseName: field('Brightwood Handyman of Tempe'),
        City: field('Tempe'),
        FranchiseOwnersControl: { Packages: { LocalPackages: local.map((id) => ({ Name: id, URL: `packages/${id}` })) } },
      },
    }),
  };
}

test('an office page shows the office’s own packages as cards with Learn More, under a heading with its name', async () => {
  mockFetch({
    'GET /api/page': (request: Request) => {
      const path = new URL(request.url).searchParams.get('path');
      return Response.json(
        path === 'packages' ? envelope([{ PackagesIndex: index }]) : envelope([office(['deck-restoration', 'honey-do-half-day'])]),
      );
    },
  });
  renderRoute(<TrayUnderTest tray={{ TrayName: 'FranchisePackages' }} />, { url: '/offices/tempe/city/mesa' });
  const tray = await screen.findByTestId('franchise-packages');
  expect(within(tray).getByRole('heading', { level: 2 })).toHaveTextContent('Packages Offered by Brightwood Handyman of Tempe');
  expect(
    within(tray)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual(['Deck Restoration', 'Honey-Do Half Day']);
  expect(within(tray).getByRole('link', { name: 'Learn More about Deck Restoration' })).toHaveAttribute(
    'href',
    '/packages/deck-restoration',
  );
  expect(within(tray).queryByText('Bathroom Refresh')).toBeNull();
});

test('an office without local packages, or a page outside an office, shows nothing', async () => {
  const fetchMock = mockFetch({
    'GET /api/page': (request: Request) => {
      const path = new URL(request.url).searchParams.get('path');
      return Response.json(path === 'packages' ? envelope([{ PackagesIndex: index }]) : envelope([office([])]));
    },
  });
  const { container } = renderRoute(<TrayUnderTest tray={{ TrayName: 'FranchisePackages' }} />, { url: '/offices/tempe' });
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(container).toBeEmptyDOMElement();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  fetchMock.mockClear();
  const corporate = renderRoute(<TrayUnderTest tray={{ TrayName: 'FranchisePackages' }} />, { url: '/packages' });
  expect(corporate.container).toBeEmptyDOMElement();
  expect(fetchMock).not.toHaveBeenCalled();
});
