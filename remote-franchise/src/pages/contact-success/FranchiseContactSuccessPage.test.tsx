import { act, configure, screen, within } from '@testing-library/react';
import {
  buildBreadcrumb,
  buildFranchiseDetailPage,
  buildFranchiseHome,
  buildSiteSettings,
  envelope,
  field,
  jsonResponse,
  mockFetch,
} from '@handyman/testing';
import { loaderArgs, renderOfficeRoute } from '../../testing/route-kit';
import { contactSuccessLoader } from './contact-success-loader';
import { FranchiseContactSuccessPage } from './FranchiseContactSuccessPage';

function office(id: string, name: string, phone: string, map: string) {
  const control = { FranchiseName: field(name), PhoneNumber: field(phone), ServicesMap: field(map) };
  return {
    FranchiseHomePage: buildFranchiseHome({
      Name: id,
      Title: name,
      URL: `offices/${id}`,
      SURL: `offices/${id}`,
      FranchiseCorporateControl: control,
    }),
  };
}

function thanks(id: string) {
  const url = `offices/${id}/contact-success`;
  return {
    FranchiseDetailPage: buildFranchiseDetailPage({
      Name: 'Contact Us',
      Title: 'Thank You',
      URL: url,
      SURL: url,
      FranchiseHomePath: `offices/${id}`,
      BreadcrumbNavigation: buildBreadcrumb(
        ['Home', '', 'HomePage'],
        ['Offices', 'offices', 'OfficesIndex'],
        [id, `offices/${id}`, 'FranchiseHomePage'],
        ['Contact Us', url, 'FranchiseDetailPage'],
      ),
      BannerHeading: field('Thank You!'),
      Banner: { Heading: field('Thank You!'), Subheading: field('Your estimate request is on its way'), BackgroundImage: field('b.svg') },
      Copy: field('<p>A member of the {FranchiseName} team will call you. Need us sooner? Call {Phone}.</p>'),
    }),
  };
}

const PAGES: Record<string, unknown> = {
  'offices/summerlin': office('summerlin', 'Brightwood Handyman of Summerlin', '702-555-0142', 'Images/Offices/summerlin/map.svg'),
  'offices/summerlin/contact-success': thanks('summerlin'),
  'offices/tempe': office('tempe', 'Brightwood Handyman of Tempe', '480-555-0163', 'https://www.google.com/maps/embed?pb=tempe'),
  'offices/tempe/contact-success': thanks('tempe'),
  'offices/plano': office('plano', 'Brightwood Handyman of Plano', '972-555-0134', ''),
  'offices/boulder': office('boulder', 'Brightwood Handyman of Boulder', '', ''),
};

const SETTINGS = {
  SiteSettings: buildSiteSettings({ TelephoneNumberDisplay: field('1-800-555-0199'), MainTelephoneNumber: field('18005550199') }),
};

function service(routes: Record<string, unknown> = {}) {
  return mockFetch({
    ...routes,
    'GET /api/page': (request: Request) => {
      const page = PAGES[new URL(request.url).searchParams.get('path') ?? ''];
      return page ? jsonResponse(envelope([page])) : jsonResponse(envelope([]), 404);
    },
  });
}

// A cold first render can take more than the default second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const route = { loader: contactSuccessLoader, Component: FranchiseContactSuccessPage };
const render = (url: string) => renderOfficeRoute(route, { url, path: '/offices/:franchise/contact_success' });

test('heading banner, breadcrumb ending in Contact Us, copy with the office filled in, address, phone and the map image', async () => {
  service();
  await render('/offices/summerlin/contact_success');
  expect(await screen.findByRole('heading', { level: 1, name: 'Contact Success' })).toBeInTheDocument();
  expect(screen.getByText('Thank You!')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Call (702) 555-0142' })).toHaveAttribute('href', 'tel:7025550142');
  // The trail's items, not its ellipsis (which only the stylesheet shows, on narrow screens).
  const trail = within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
    .getAllByRole('listitem')
    .filter((item) => !within(item).queryByRole('button', { name: 'Show the full breadcrumb trail' }));
  expect(trail.map((item) => item.textContent)).toEqual(['', 'Find A Handyman', 'Summerlin', 'Contact Us']);
  expect(
    screen.getByText('A member of the Brightwood Handyman of Summerlin team will call you. Need us sooner? Call (702) 555-0142.'),
  ).toBeInTheDocument();
  const office = screen.getByRole('complementary', { name: 'Brightwood Handyman of Summerlin' });
  expect(office).toHaveTextContent('10300 W Charleston Blvd');
  expect(office).toHaveTextContent('Las Vegas, NV 89135');
  expect(within(office).getByRole('link', { name: '(702) 555-0142' })).toHaveAttribute('href', 'tel:7025550142');
  const map = within(office).getByRole('img', { name: 'Map of the Brightwood Handyman of Summerlin service area' });
  expect(map).toHaveAttribute('width', '250');
  expect(map).toHaveAttribute('height', '150');
  expect(map.getAttribute('src')).toContain('Images/Offices/summerlin/map.svg');
});

test('an embed map URL is shown in a titled 550 by 375 frame, and the page follows the route to another office', async () => {
  service();
  const { router } = await render('/offices/summerlin/contact_success');
  await screen.findByRole('complementary', { name: 'Brightwood Handyman of Summerlin' });
  await act(() => router.navigate('/offices/tempe/contact_success'));
  const office = await screen.findByRole('complementary', { name: 'Brightwood Handyman of Tempe' });
  const frame = office.querySelector('iframe')!;
  expect(frame).toHaveAttribute('title', 'Map of the Brightwood Handyman of Tempe service area');
  expect(frame).toHaveAttribute('src', 'https://www.google.com/maps/embed?pb=tempe');
  expect(frame).toHaveAttribute('width', '550');
  expect(frame).toHaveAttribute('height', '375');
  expect(screen.getByRole('link', { name: 'Call (480) 555-0163' })).toBeInTheDocument();
});

test('an office without a contact-success page still thanks the visitor, never shows not-found', async () => {
  service();
  await render('/offices/plano/contact_success');
  expect(await screen.findByRole('heading', { level: 1, name: 'Contact Success' })).toBeInTheDocument();
  expect(screen.getByText(/A member of the Brightwood Handyman of Plano team will call you shortly/)).toBeInTheDocument();
  expect(
    within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
      .getAllByRole('listitem')
      .at(-1),
  ).toHaveTextContent('Contact Us');
  expect(screen.queryByRole('img', { name: /Map of/ })).toBeNull();
});

test('an office without a phone: the Call button falls back to the national number of the site settings', async () => {
  service({ 'GET /api/x31': SETTINGS });
  await render('/offices/boulder/contact_success');
  expect(await screen.findByRole('link', { name: 'Call 1-800-555-0199' })).toHaveAttribute('href', 'tel:18005550199');
  expect(within(screen.getByRole('complementary', { name: 'Brightwood Handyman of Boulder' })).queryByRole('link')).toBeNull();
});

test('an office without a phone and no site settings: the Call button shows the built-in national number', async () => {
  service();
  await render('/offices/boulder/contact_success');
  expect(await screen.findByRole('link', { name: 'Call 866-FIX-MY-HOME' })).toHaveAttribute('href', 'tel:18663496946');
});

test('the head: the page’s own title, else Thank You; an office that does not exist is not found', async () => {
  service();
  const url = (path: string) => new URL(`http://site${path}`);
  const args = (franchise: string) => ({
    ...loaderArgs(url(`/offices/${franchise}/contact_success`).href, { franchise }),
  });
  expect((await contactSuccessLoader(args('summerlin'))).head).toEqual({ title: 'Thank You' });
  expect((await contactSuccessLoader(args('plano'))).data.thanks).toBeNull();
  await expect(contactSuccessLoader(args('nowhere'))).rejects.toMatchObject({ name: 'NotFoundError' });
});
