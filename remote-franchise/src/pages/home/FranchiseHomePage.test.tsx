import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useResourceStore, useSiteStore } from '@handyman/platform/base';
import { type FranchiseHomePage as Home } from '@handyman/contracts';
import { useEstimateTabsPresent } from '@handyman/estimate';
import {
  buildBlogPost,
  buildFranchiseBlogIndex,
  buildFranchiseHome,
  buildHours,
  envelope,
  field,
  mockFetch,
  queriesOf,
} from '@handyman/testing';
import { serveHome, serveOffice } from '../../testing/office-fetch-kit';
import { summerlin } from '../../testing/office-fixtures';
import { renderOfficeRoute } from '../../testing/route-kit';
import { FranchiseHomePage } from './FranchiseHomePage';
import { homeLoader } from './home-loader';
import type { OfficeHomeView } from './home-view';
import { HOME_SECTIONS } from './nav/home-sections';

// A cold first render (lazy estimate and carousel code) can take more than the default second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const route = { loader: homeLoader, Component: FranchiseHomePage };
const render = (url = '/offices/summerlin') => renderOfficeRoute(route, { url, path: '/offices/:franchise' });

function without(change: (owners: Home['FranchiseCorporateControl']['FranchiseOwnersControl']) => void): Home {
  const home = summerlin();
  change(home.FranchiseCorporateControl.FranchiseOwnersControl);
  return home;
}

test('shows the office and makes it the visitor’s recent franchise in the shared store', async () => {
  const home = buildFranchiseHome({ FranchiseCorporateControl: { PhoneNumber: field('702-555-0134') } });
  mockFetch({ 'GET /api/page': envelope([{ FranchiseHomePage: home }], { path: 'offices/summerlin' }) });
  await render('/offices/Summerlin');
  expect(await screen.findByTestId('franchise-name', {}, { timeout: 5000 })).toHaveTextContent('Brightwood Handyman of Summerlin');
  expect(screen.getByTestId('franchise-phone')).toHaveAttribute('href', 'tel:7025550134');
  expect(screen.getByText('Located in Las Vegas, Nevada')).toBeInTheDocument();
  await waitFor(() =>
    expect(useSiteStore.getState()).toMatchObject({ recentFranchisePath: 'offices/summerlin', recentFranchisePhone: '702-555-0134' }),
  );
  expect(window.localStorage.getItem('recentFranchisPhone')).toBe('702-555-0134');
});

test('the H1 and copy have the office’s placeholders filled, with none left anywhere', async () => {
  serveHome();
  await render();
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Handyman Services in Las Vegas, NV');
  expect(screen.getByRole('heading', { name: 'Why Las Vegas Homeowners Call Us' })).toBeInTheDocument();
  expect(screen.getByText('Serving Las Vegas since 2012.')).toBeInTheDocument();
  const visible = screen.getByTestId('franchise-home').cloneNode(true) as HTMLElement;
  visible.querySelectorAll('script').forEach((script) => script.remove());
  expect(visible.textContent).not.toMatch(/[{}]/);
});

test('without its own H1 text the banner heading is the office name', async () => {
  const home = summerlin();
  delete home.H1TagForFranchiseHomePage;
  serveHome(home);
  await render();
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Brightwood Handyman of Summerlin');
});

test('breadcrumb: home, Find A Handyman to /offices, then the office as plain text', async () => {
  serveHome();
  await render();
  const trail = within(await screen.findByRole('navigation', { name: 'Breadcrumb' }));
  expect(trail.getByRole('link', { name: 'Find A Handyman' })).toHaveAttribute('href', '/offices');
  expect(trail.getByText('Summerlin')).toHaveAttribute('aria-current', 'page');
});

test('info block: location, licence without its prefix, phone link and grouped hours', async () => {
  serveHome();
  await render();
  await screen.findByTestId('franchise-name');
  expect(screen.getByText('License #0079431')).toBeInTheDocument();
  expect(screen.getByTestId('franchise-phone')).toHaveTextContent('(702) 555-0142');
  const rows = within(screen.getByTestId('office-hours'))
    .getAllByRole('term')
    .map((term) => `${term.querySelector('[aria-hidden]')?.textContent}: ${term.nextElementSibling?.textContent}`);
  expect(rows).toEqual(['Mon - Fri: 7:30 am - 5:00 pm', 'Sat: By appointment', 'Sun: Closed']);
});

test('an office open around the clock says Open 24/7', async () => {
  serveHome(without((owners) => (owners.HoursOfOperations = buildHours({ Operates247: field('true') }))));
  await render();
  expect(await screen.findByText('Open 24/7')).toBeInTheDocument();
  expect(screen.queryByText('Mon - Fri')).not.toBeInTheDocument();
});

test('the estimate / booking tab area is on the page and owns #GetEstimateLink', async () => {
  serveHome();
  let tabsPresent = false;
  function Probe() {
    tabsPresent = useEstimateTabsPresent();
    return null;
  }
  function WithProbe({ data }: { data: OfficeHomeView }) {
    return (
      <>
        <FranchiseHomePage data={data} />
        <Probe />
      </>
    );
  }
  await renderOfficeRoute(
    { loader: homeLoader, Component: WithProbe },
    { url: '/offices/summerlin#GetEstimateLink', path: '/offices/:franchise' },
  );
  const tabs = within(await screen.findByTestId('estimate-tabs'));
  expect(tabs.getByRole('tab', { name: 'Get an Estimate' })).toHaveAttribute('aria-selected', 'true');
  expect(tabs.getByRole('form', { name: 'Free estimate request' })).toBeInTheDocument();
  expect(tabs.getByText(/Call Brightwood Handyman of Summerlin at/)).toBeInTheDocument();
  expect(tabsPresent).toBe(true);
});

test('Book Online goes to the office’s own scheduling page when it has one, else the site’s', async () => {
  const home = summerlin();
  home.FranchiseCorporateControl.SchedulePageLink = { Name: 'BookOnline', URL: 'https://book.example/summerlin', Schema: 'VirtualLink' };
  serveHome(home);
  await render('/offices/summerlin#BookOnlineLink');
  const tabs = within(await screen.findByTestId('estimate-tabs'));
  expect(tabs.getByRole('link', { name: 'Book Online' })).toHaveAttribute('href', 'https://book.example/summerlin');
});

test('without a scheduling page of its own, Book Online uses the site’s scheduling page for this office', async () => {
  serveHome();
  await render('/offices/summerlin#BookOnlineLink');
  const tabs = within(await screen.findByTestId('estimate-tabs'));
  expect(tabs.getByRole('link', { name: 'Book Online' })).toHaveAttribute('href', 'http://schedule.test/book?office=summerlin');
});

const ALWAYS_SHOWN = ['who-we-are', 'residential', 'commercial', 'service-areas', 'local-services', 'careers', 'helpful-articles'];

test('sections follow the one list of sections (HOME_SECTIONS), each anchor once', async () => {
  serveHome();
  await render();
  await screen.findByTestId('franchise-name');
  const ids = [...document.querySelectorAll('section[id]')].map((section) => section.id);
  // The fixture office has no blog of its own; every other section has something to show.
  expect(ids).toEqual(HOME_SECTIONS.map((section) => section.id).filter((id) => id !== 'blog'));
  expect(ids).toEqual(expect.arrayContaining(ALWAYS_SHOWN));
});

test('the section nav lists the sections on the page, less local services and careers', async () => {
  serveHome();
  await render();
  const nav = within(await screen.findByRole('navigation', { name: 'On this page' }));
  expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
    'Who We Are',
    'Residential',
    'Commercial',
    'Gallery',
    'Service Areas',
    'Why Choose Us',
    'Offers',
    'Reviews',
    'Helpful Articles',
  ]);
  expect(nav.getByRole('link', { name: 'Gallery' })).toHaveAttribute('href', '#our-work');
  expect(nav.getByRole('combobox', { name: 'Jump to' })).toBeInTheDocument();
});

test('Who We Are: locally owned, the office’s own story and its phone', async () => {
  serveHome();
  await render();
  const section = within(await screen.findByRole('region', { name: 'Who We Are' }));
  expect(section.getByText('Locally Owned and Independently Operated')).toBeInTheDocument();
  expect(section.getByText('Serving Las Vegas since 2012.')).toBeInTheDocument();
  expect(section.getByRole('link', { name: '(702) 555-0142' })).toHaveAttribute('href', 'tel:7025550142');
});

test('sections without data are left out', async () => {
  serveHome(
    without((owners) => {
      delete owners.WhyChooseUs;
      delete owners.Offers;
      owners.Reviews = [];
      delete owners.OurWork;
    }),
  );
  await render();
  await screen.findByTestId('franchise-name');
  expect([...document.querySelectorAll('section[id]')].map((section) => section.id)).toEqual(ALWAYS_SHOWN);
  expect(screen.getByTestId('estimate-tabs')).toBeInTheDocument();
  const nav = within(screen.getByRole('navigation', { name: 'On this page' }));
  expect(nav.queryByRole('link', { name: 'Offers' })).toBeNull();
  expect(nav.queryByRole('link', { name: 'Reviews' })).toBeNull();
});

test('the reviews slider is hidden, and out of the nav, while owner-managed content is on', async () => {
  serveHome(
    without((owners) => {
      owners.OwnerManagedContent = field('On');
    }),
  );
  await render();
  await screen.findByTestId('franchise-name');
  expect(summerlin().FranchiseCorporateControl.FranchiseOwnersControl.Reviews?.length).toBeGreaterThan(0);
  expect(document.getElementById('reviews')).toBeNull();
  expect(within(screen.getByRole('navigation', { name: 'On this page' })).queryByRole('link', { name: 'Reviews' })).toBeNull();
});

test('with owner-managed content off the office’s reviews show', async () => {
  serveHome(
    without((owners) => {
      owners.OwnerManagedContent = field('Off');
    }),
  );
  await render();
  expect(await screen.findByRole('region', { name: 'What Our Customers Say' })).toBeInTheDocument();
});

test('a why-choose-us tray in the page’s trays is kept, and the anchor still exists once', async () => {
  const home = summerlin();
  home.Trays = [
    { TrayName: 'WhyChooseUsTray', IntroHeading: field('Tray heading for {City}'), WhyChooseUsIntroCopy: field('<p>From the tray.</p>') },
  ];
  serveHome(home);
  await render();
  expect(await screen.findByRole('heading', { name: 'Tray heading for Las Vegas' })).toBeInTheDocument();
  expect(document.querySelectorAll('#why-choose-us')).toHaveLength(1);
  expect(screen.queryByText('Why Las Vegas Homeowners Call Us')).not.toBeInTheDocument();
});

test('arriving at #reviews brings the reviews section just below the header once the page is there', async () => {
  jest.useFakeTimers();
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  serveHome();
  await render('/offices/summerlin#reviews');
  const reviews = await screen.findByRole('region', { name: 'What Our Customers Say' });
  jest.spyOn(reviews, 'getBoundingClientRect').mockReturnValue({ top: 2000 } as DOMRect);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1000);
  });
  expect(scrollTo).toHaveBeenLastCalledWith(0, 2000 - 16);
  jest.useRealTimers();
});

test('a visitor who taps or types while the jump to #reviews waits keeps their place and focus', async () => {
  jest.useFakeTimers();
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  serveHome();
  await render('/offices/summerlin#reviews');
  const reviews = await screen.findByRole('region', { name: 'What Our Customers Say' });
  const print = document.createElement('button');
  document.body.append(print);
  print.focus();
  // The jump has not happened yet: the visitor acts first (a tap that opens a dialog, a key).
  expect(reviews).not.toHaveFocus();
  fireEvent.pointerDown(print);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1000);
  });
  expect(scrollTo).not.toHaveBeenCalled();
  expect(print).toHaveFocus();
  print.remove();
  jest.useRealTimers();
});

test('an office whose control lacks a phone and a name still shows, and is not recorded as the recent office', async () => {
  const home = summerlin();
  const control: Partial<Home['FranchiseCorporateControl']> = home.FranchiseCorporateControl;
  delete control.PhoneNumber;
  delete control.FranchiseName;
  serveHome(home);
  await render();
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Handyman Services in Las Vegas, NV');
  expect(screen.queryByTestId('franchise-phone')).toBeNull();
  expect(useSiteStore.getState().recentFranchisePath).toBeNull();
});

test('an office with a name but no phone is recorded by its name', async () => {
  const home = summerlin();
  delete (home.FranchiseCorporateControl as Partial<Home['FranchiseCorporateControl']>).PhoneNumber;
  serveHome(home);
  await render();
  await screen.findByTestId('franchise-name');
  expect(useSiteStore.getState()).toMatchObject({
    recentFranchisePath: 'offices/summerlin',
    recentFranchisePhone: '',
    recentFranchiseName: 'Brightwood Handyman of Summerlin',
  });
});

const post = (slug: string, title: string) => ({
  Name: title,
  URL: `offices/summerlin/blog/${slug}`,
  Link: title,
  Schema: 'FranchiseBlogPost',
  Changed: '2026-05-12T12:00:00Z',
});

test('the blog tray: From Our Blog, the first 3 posts of the office blog and a link to the rest', async () => {
  const blog = {
    FranchiseBlogIndex: buildFranchiseBlogIndex({
      Navigation: { Page: [post('a', 'Monsoon Prep'), post('b', 'Design Review'), post('c', 'Hard Water'), post('d', 'Fourth Post')] },
    }),
  };
  serveOffice({ 'offices/summerlin/blog': blog });
  await render();
  const section = within(await screen.findByRole('region', { name: 'From Our Blog' }));
  expect(section.getByText('Helpful Articles')).toBeInTheDocument();
  expect(
    section
      .getAllByRole('link')
      .slice(0, 3)
      .map((link) => link.textContent),
  ).toEqual(['Monsoon Prep', 'Design Review', 'Hard Water']);
  expect(section.queryByText('Fourth Post')).toBeNull();
  expect(section.getByRole('link', { name: 'See more from our blog' })).toHaveAttribute('href', '/offices/summerlin/blog');
  expect(within(screen.getByRole('navigation', { name: 'On this page' })).getByRole('link', { name: 'Blog' })).toHaveAttribute(
    'href',
    '#blog',
  );
});

test('the article trays keep only the links they show in the page’s state, never a post’s body', async () => {
  const blog = {
    FranchiseBlogIndex: buildFranchiseBlogIndex({
      Navigation: { Page: [post('a', 'Monsoon Prep'), post('b', 'Design Review'), post('c', 'Hard Water'), post('d', 'Fourth Post')] },
    }),
  };
  const corporate = buildBlogPost({ Heading: 'Clean Your Gutters', Post: '<p>The whole body of the gutter post.</p>' });
  const fetchMock = serveOffice({ 'offices/summerlin/blog': blog }, summerlin(), {
    'GET /api/search': envelope([{ BlogPost: corporate }]),
  });
  await render();
  const helpful = within(await screen.findByRole('region', { name: 'Helpful Articles' }));
  expect(await helpful.findByRole('link', { name: 'Clean Your Gutters' })).toHaveAttribute('href', '/blog/2026/01/01/post-1');
  await screen.findByRole('region', { name: 'From Our Blog' });
  expect(queriesOf(fetchMock, '/api/search')).toEqual([expect.objectContaining({ resultsPerPage: '3', fields: 'summary' })]);
  const cached = JSON.stringify(useResourceStore.getState().entries);
  expect(cached).toContain('Clean Your Gutters');
  expect(cached).not.toContain('whole body');
  expect(cached).toContain('Hard Water');
  expect(cached).not.toContain('Fourth Post');
});

test('Service Areas links each city to its city page beside the office map', async () => {
  const home = summerlin();
  home.ServiceCitySEO = [
    { City: field('Summerlin'), CityURL: 'offices/summerlin/city/summerlin' },
    { City: field('The Lakes'), CityURL: 'offices/summerlin/city/the-lakes' },
  ];
  home.FranchiseCorporateControl.ServicesMap = field('Images/Offices/summerlin/map.svg');
  serveHome(home);
  await render();
  const section = within(await screen.findByRole('region', { name: 'Service Areas' }));
  expect(section.getByRole('link', { name: 'The Lakes' })).toHaveAttribute('href', '/offices/summerlin/city/the-lakes');
  expect(section.getByRole('img', { name: 'Map of the Brightwood Handyman of Summerlin service area' })).toHaveAttribute('width', '250');
});
