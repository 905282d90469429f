import type { PageLink } from '@handyman/contracts';
import { field, image } from '@handyman/testing';
import { summerlin } from '../../../testing/office-fixtures';
import { campaignBannerView, remodelBannerView } from './banners';
import { cityListingView } from './city-listing';
import type { OfficeTrayContext } from './context';
import { estimateTabTrayView, estimateTrayView } from './estimate';
import { reviewCarouselView } from './reviews';
import { roomLayoutsView } from './room-layouts';
import { trayOfficeView } from './tray-office';
import { groupsOfNine, localServicesView, servicesView } from './services';

const fill = (text: string | null | undefined) => (text ?? '').replaceAll('{City}', 'Las Vegas');
const page = (n: number): PageLink => ({ Name: `s${n}`, URL: `services/s${n}`, Link: `Service ${n}` });

function context(pathname = '/offices/summerlin'): OfficeTrayContext {
  const home = summerlin();
  home.ServiceCitySEO = [
    { City: field('The Lakes'), CityURL: '/Offices/Summerlin/City/The-Lakes/' },
    { City: field('Spring Valley'), CityURL: 'offices/summerlin/city/spring-valley' },
    { City: field(''), CityURL: 'offices/summerlin/city/nowhere' },
  ];
  const owners = home.FranchiseCorporateControl.FranchiseOwnersControl;
  const local = [...Array.from({ length: 10 }, (_, i) => page(i + 10)), { Name: 'no-address', URL: '' }];
  owners.FranchiseServices = {
    LinkSet: [
      { Title: 'Residential', Page: [page(1)] },
      { Title: 'Empty', Page: [] },
      { Title: 'More Services', Page: local },
    ],
  };
  return { fill, office: trayOfficeView(home, 'offices/summerlin'), pathname };
}
const nowhere: OfficeTrayContext = { fill, office: null, pathname: '/' };

test('local pages go in groups of nine', () => {
  expect(groupsOfNine(Array.from({ length: 19 }, (_, i) => i)).map((group) => group.length)).toEqual([9, 9, 1]);
});

test('city listing: the named cities as lower-case paths, less the city shown; the default heading', () => {
  expect(cityListingView({ TrayName: 'CityListing' }, context('/offices/summerlin/city/the-lakes'))).toEqual({
    heading: 'Cities We Serve',
    grids: [[[{ name: 'Spring Valley', path: '/offices/summerlin/city/spring-valley' }]]],
  });
  const home = cityListingView({ TrayName: 'CityListing', Heading: field('Near {City}') }, context());
  expect(home?.heading).toBe('Near Las Vegas');
  expect(home?.grids.flat(2).map((city) => city.path)).toEqual([
    '/offices/summerlin/city/the-lakes',
    '/offices/summerlin/city/spring-valley',
  ]);
});

test('trays that show the office’s data have no view outside an office page', () => {
  expect(cityListingView({ TrayName: 'CityListing' }, nowhere)).toBeNull();
  expect(servicesView({ TrayName: 'ServicesTray' }, nowhere)).toBeNull();
  expect(localServicesView({ TrayName: 'LocalServices' }, nowhere)).toBeNull();
  expect(estimateTrayView({ TrayName: 'ScheduleandEstimateTray' }, nowhere)).toBeNull();
  expect(estimateTabTrayView({ TrayName: 'ScheduleandEstimateTabTray' }, nowhere)).toBeNull();
  expect(reviewCarouselView({ TrayName: 'ReviewCarousel' }, nowhere)).toBeNull();
});

test('services: groups with pages only; local services: pages with an address in columns of nine, copy filled', () => {
  expect(servicesView({ TrayName: 'ServicesTray' }, context())).toEqual({
    heading: 'Our Services',
    groups: [
      { title: 'Residential', pages: [page(1)] },
      { title: 'More Services', pages: expect.any(Array) },
    ],
  });
  const local = localServicesView({ TrayName: 'LocalServices', Copy: field('<p>In {City}</p>') }, context());
  expect(local).toMatchObject({ heading: 'Local Services', copy: '<p>In Las Vegas</p>' });
  expect(local?.columns.map((column) => column.length)).toEqual([9, 1]);
});

test('estimate tray: its heading or the default, copy only when written, and the office the form asks', () => {
  const view = estimateTrayView({ TrayName: 'ScheduleandEstimateTray', Copy: field('') }, context());
  expect(view).toMatchObject({ heading: 'Request a Free Estimate', copy: undefined, franchise: { homePath: 'offices/summerlin' } });
  expect(estimateTabTrayView({ TrayName: 'ScheduleandEstimateTabTray' }, context())?.path).toBe('offices/summerlin');
});

test('room layouts: only named layouts, each with its image model; none named is no view', () => {
  const view = roomLayoutsView(
    {
      TrayName: 'BathroomLayouts',
      Layout: [
        { Name: field('Walk-in shower in {City}'), Image: image('Images/b.svg', 400, 300, 'A shower'), Copy: field('<p>x</p>') },
        { Name: field(''), Image: image('Images/c.svg'), Copy: field('') },
      ],
    },
    context(),
  );
  expect(view).toEqual({
    id: 'bathroom-layouts',
    heading: 'Bathroom Layouts',
    layouts: [
      { name: 'Walk-in shower in Las Vegas', image: { path: 'Images/b.svg', alt: 'A shower', width: 400, height: 300 }, copy: '<p>x</p>' },
    ],
  });
  expect(
    roomLayoutsView(
      { TrayName: 'KitchenLayouts', Layout: [{ Name: field(''), Image: image('Images/k.svg'), Copy: field('x') }] },
      context(),
    ),
  ).toBeNull();
});

test('banners: the remodel image as a model, the campaign’s end date written out, empty texts left out', () => {
  expect(
    remodelBannerView({ TrayName: 'RemodelBanner', Heading: field('Remodel in {City}'), BackgroundImage: field('') }, context()),
  ).toEqual({
    image: null,
    heading: 'Remodel in Las Vegas',
    copy: undefined,
    page: undefined,
  });
  expect(campaignBannerView({ TrayName: 'CampaignBanner', Heading: field('Save'), EndsOn: field('2026-07-15') }, context())).toEqual({
    heading: 'Save',
    subheading: undefined,
    endsOn: 'July 15, 2026',
    page: undefined,
  });
  expect(campaignBannerView({ TrayName: 'CampaignBanner', Heading: field('Save') }, context()).endsOn).toBe('');
});
