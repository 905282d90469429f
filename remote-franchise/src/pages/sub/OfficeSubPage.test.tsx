import { screen, within } from '@testing-library/react';
import { buildFranchiseDetailPage, field, image } from '@handyman/testing';
import { serveOffice } from '../../testing/office-fetch-kit';
import { summerlin } from '../../testing/office-fixtures';
import { renderOfficeRoute } from '../../testing/route-kit';
import { OfficeSubPage } from './OfficeSubPage';
import { subPageLoader } from './sub-page-loader';

const ROUTE = '/offices/:franchise/:franchiseServicePage';
const route = { loader: subPageLoader, Component: OfficeSubPage };

function showSubPage(name: 'reviews' | 'offers', trays: Parameters<typeof buildFranchiseDetailPage>[0] = {}) {
  const path = `offices/summerlin/${name}`;
  serveOffice({ [path]: { FranchiseDetailPage: buildFranchiseDetailPage({ Name: name, URL: path, SURL: path, ...trays }) } });
  return renderOfficeRoute(route, { url: `/${path}`, path: ROUTE });
}

test('the reviews page lists every review of the office once, and leaves out testimonials that repeat one', async () => {
  await showSubPage('reviews', {
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
  await showSubPage('offers', {
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
  await renderOfficeRoute(route, { url: `/${path}`, path: ROUTE });
  expect(await screen.findByText('10% off.')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Current Offers' })).toBeNull();
});

test('the our-work page shows the office’s before / after and gallery under the office header', async () => {
  const path = 'offices/summerlin/our-work';
  const home = summerlin();
  home.FranchiseCorporateControl.FranchiseOwnersControl!.OurWork!.BeforeImage = image('Images/work/before.svg', 800, 600, 'Before');
  home.FranchiseCorporateControl.FranchiseOwnersControl!.OurWork!.AfterImage = image('Images/work/after.svg', 800, 600, 'After');
  serveOffice({ [path]: { FranchiseDetailPage: buildFranchiseDetailPage({ Name: 'Our Work', URL: path, SURL: path }) } }, home);
  await renderOfficeRoute(route, { url: `/${path}`, path: ROUTE });
  expect(await screen.findByTestId('office-header')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Our Work' })).toBeInTheDocument();
  expect(screen.getByTestId('before-after')).toBeInTheDocument();
  expect(within(screen.getByTestId('work-gallery')).getAllByRole('img').length).toBeGreaterThan(0);
});
