import { screen, within } from '@testing-library/react';
import { buildFranchiseDetailPage, field, renderRoute } from '@handyman/testing';
import { serveOffice } from '../../testing/office-fetch-kit';
import { summerlin } from '../../testing/office-fixtures';
import { OfficeSubPage } from './OfficeSubPage';

const ROUTE = '/offices/:franchise/*';

function showSubPage(name: 'reviews' | 'offers', trays: Parameters<typeof buildFranchiseDetailPage>[0] = {}) {
  const path = `offices/summerlin/${name}`;
  serveOffice({ [path]: { FranchiseDetailPage: buildFranchiseDetailPage({ Name: name, URL: path, SURL: path, ...trays }) } });
  return renderRoute(<OfficeSubPage />, { url: `/${path}`, path: ROUTE });
}

test('the reviews page lists every review of the office once, and leaves out testimonials that repeat one', async () => {
  showSubPage('reviews', {
    Trays: [
      { TrayName: 'Testimonial', Quote: field('Luis replaced two doors.   You cannot tell.'), Attribution: field('Carla V., Las Vegas') },
      { TrayName: 'Testimonial', Quote: field('A quote of its own.'), Attribution: field('Dee F.') },
    ],
  });
  const list = await screen.findByTestId('all-reviews');
  const names = within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('figcaption span')?.textContent);
  expect(names).toEqual(['Carla V.', 'Jim P.', 'Melissa R.', 'Aaron K.']);
  expect(screen.getAllByText('Luis replaced two doors. You cannot tell.')).toHaveLength(1);
  expect(screen.getByText('A quote of its own.')).toBeInTheDocument();
});

test('the offers page shows each offer once as a card with Print, in two columns, and keeps its other trays', async () => {
  showSubPage('offers', {
    Trays: [
      { TrayName: 'BodyCopyTray', Heading: field('$75 Off in {City}'), Copy: field('<p>Take $75 off.</p>') },
      { TrayName: 'BodyCopyTray', Heading: field('How to claim'), Copy: field('<p>Mention the offer.</p>') },
    ],
  });
  const offers = await screen.findByRole('region', { name: 'Current Offers' });
  expect(within(offers).getByRole('list')).toHaveAttribute('data-layout', 'pairs');
  expect(
    within(offers)
      .getAllByRole('article')
      .map((card) => card.querySelector('h3')?.textContent),
  ).toEqual(['$75 Off in Las Vegas', 'Exterior Check: $149']);
  expect(within(offers).getByRole('button', { name: 'Print the offer: $75 Off in Las Vegas' })).toBeInTheDocument();
  expect(screen.getAllByText('$75 Off in Las Vegas')).toHaveLength(1);
  expect(screen.getByText('Mention the offer.')).toBeInTheDocument();
});

test('an office without offers of its own keeps the offers its page carries', async () => {
  const path = 'offices/summerlin/offers';
  const home = summerlin();
  home.FranchiseCorporateControl.FranchiseOwnersControl!.Offers = [];
  serveOffice(
    {
      [path]: {
        FranchiseDetailPage: buildFranchiseDetailPage({
          Name: 'offers',
          URL: path,
          SURL: path,
          Trays: [{ TrayName: 'BodyCopyTray', Heading: field('Spring Special'), Copy: field('<p>10% off.</p>') }],
        }),
      },
    },
    home,
  );
  renderRoute(<OfficeSubPage />, { url: `/${path}`, path: ROUTE });
  expect(await screen.findByText('10% off.')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Current Offers' })).toBeNull();
});
