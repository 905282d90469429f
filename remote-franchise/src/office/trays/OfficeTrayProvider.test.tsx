import { screen, within } from '@testing-library/react';
import type { PageLink, Tray } from '@handyman/contracts';
import { field, renderRoute } from '@handyman/testing';
import { TrayRenderer } from '@handyman/trays';
import { summerlin } from '../../testing/office-fixtures';
import { pageOffice } from '../page-office';
import { OfficeTrayProvider } from './OfficeTrayProvider';

const service = (n: number): PageLink => ({ Name: `s${n}`, URL: `services/s${n}`, Link: `Service ${n}` });

function renderTrays(trays: Tray[]) {
  const home = summerlin();
  home.ServiceCitySEO = [
    { City: field('The Lakes'), CityURL: 'offices/summerlin/city/the-lakes' },
    { City: field('Spring Valley'), CityURL: 'offices/summerlin/city/spring-valley' },
  ];
  home.FranchiseCorporateControl.FranchiseOwnersControl.FranchiseServices = {
    LinkSet: [
      { Title: 'Residential', Page: [service(1), service(2)] },
      { Title: 'More Services', Page: Array.from({ length: 11 }, (_, i) => service(i + 10)) },
    ],
  };
  return renderRoute(
    <OfficeTrayProvider office={pageOffice(home, 'offices/summerlin', trays)}>
      <TrayRenderer trays={trays} />
    </OfficeTrayProvider>,
    { url: '/offices/summerlin/city/the-lakes' },
  );
}

test('local services: the office’s other services in columns of nine links', async () => {
  renderTrays([{ TrayName: 'LocalServices', Heading: field('Also in {City}') }]);
  const section = within(await screen.findByRole('region', { name: 'Also in Las Vegas' }));
  expect(section.getAllByRole('list').map((list) => within(list).getAllByRole('link').length)).toEqual([9, 2]);
});

test('services tray, city listing (the other cities than this one) and review carousel show the office’s own data', async () => {
  renderTrays([{ TrayName: 'ServicesTray' }, { TrayName: 'CityListing' }, { TrayName: 'ReviewCarousel' }]);
  expect(within(await screen.findByRole('region', { name: 'Our Services' })).getByRole('link', { name: 'Service 1' })).toHaveAttribute(
    'href',
    '/services/s1',
  );
  const cities = within(await screen.findByRole('region', { name: 'Cities We Serve' }));
  expect(cities.getByRole('link', { name: 'Spring Valley' })).toHaveAttribute('href', '/offices/summerlin/city/spring-valley');
  expect(cities.queryByRole('link', { name: 'The Lakes' })).toBeNull();
  expect(await screen.findByRole('region', { name: 'Customer reviews' })).toBeInTheDocument();
});

test('the estimate tray (its code fetched when a page shows one) shows the office’s estimate form under its heading', async () => {
  renderTrays([{ TrayName: 'ScheduleandEstimateTray', Heading: field('Get a quote in {City}') }]);
  const section = within(await screen.findByRole('region', { name: 'Get a quote in Las Vegas' }));
  // The form is a section of its own (its code comes when it is near): drawn once that code is in.
  expect(await section.findByRole('form', { name: 'Free estimate request' })).toBeInTheDocument();
});

test('kitchen layouts, the remodel banner and the campaign banner', async () => {
  renderTrays([
    {
      TrayName: 'KitchenLayouts',
      Layout: [
        {
          Name: field('Galley'),
          Image: { Value: 'Images/k.svg', AlternateText: 'A galley kitchen' },
          Copy: field('<p>Two parallel runs.</p>'),
        },
      ],
    },
    { TrayName: 'RemodelBanner', Heading: field('Remodel with {FranchiseName}'), BackgroundImage: field('Images/b.svg') },
    { TrayName: 'CampaignBanner', Heading: field('Save $100'), EndsOn: field('2026-07-15') },
  ]);
  expect(
    within(await screen.findByRole('region', { name: 'Kitchen Layouts' })).getByRole('heading', { name: 'Galley' }),
  ).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Remodel with Brightwood Handyman of Summerlin' })).toBeInTheDocument();
  expect(within(await screen.findByRole('region', { name: 'Offer' })).getByText('Offer ends July 15, 2026')).toBeInTheDocument();
});

test('outside an office page the office trays render nothing', () => {
  renderRoute(<TrayRenderer trays={[{ TrayName: 'ServicesTray' }, { TrayName: 'CityListing' }]} />);
  expect(screen.queryByRole('region')).toBeNull();
});
