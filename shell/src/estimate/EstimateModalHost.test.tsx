import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { useEstimateTabsPresence } from '@handyman/estimate';
import { envelope, jsonResponse, mockFetch, renderRoute } from '@handyman/testing';
import { EstimateModalHost } from './EstimateModalHost';

// Filling in the whole form with user-event takes a few seconds.
jest.setTimeout(20_000);

const SUBHEADING = "Enter your information below to get a free phone estimate for your handyman service, and we'll be in touch soon";

const tempeHome = envelope(
  [
    {
      FranchiseHomePage: {
        Name: 'tempe',
        SURL: 'offices/tempe',
        FranchiseCorporateControl: { PhoneNumber: { Value: '480-555-0163' }, ServiceTitanID: { Value: 'st-tempe' } },
      },
    },
  ],
  { path: 'offices/tempe' },
);

function service() {
  const posted: Record<string, unknown>[] = [];
  const fetchMock = mockFetch({
    'GET /api/x31': {
      SiteSettings: { GlobalSettings: { BrandName: { Value: 'Brightwood Handyman' } }, Header: { FormfillTermsText: { Value: 'Terms' } } },
    },
    'GET /api/page': (request: Request) =>
      new URL(request.url).searchParams.get('path') === 'offices/tempe' ? jsonResponse(tempeHome) : jsonResponse({ error: 'down' }, 500),
    // Summerlin's territory holds 89135; no office's holds any other ZIP.
    'GET /external-services/zip-code-lookup': (request: Request) =>
      jsonResponse({
        isUnservicableZipCode: false,
        listOfOfficesNearestToFarthest:
          new URL(request.url).searchParams.get('zipCode') === '89135'
            ? [{ distanceFromOrigin: 0, officeHomePage: 'offices/summerlin', officeName: 'Summerlin', inTerritory: true }]
            : [],
        originState: 'NV',
        originCity: 'Las Vegas',
      }),
    'POST /api/booking/estimate': async (request: Request) => {
      posted.push((await request.clone().json()) as Record<string, unknown>);
      return jsonResponse({ bookingSentSuccessfully: true, leadId: 'lead-1' });
    },
  });
  return Object.assign(fetchMock, { posted });
}

function TabArea() {
  useEstimateTabsPresence();
  return <p>tab area</p>;
}

function Page({ tabs = false }: { tabs?: boolean }) {
  return (
    <>
      <Link to={{ hash: 'GetEstimateLink' }}>Get an estimate</Link>
      {tabs ? <TabArea /> : null}
      <EstimateModalHost />
    </>
  );
}

const dialog = () => screen.findByRole('dialog', { name: 'Brightwood Handyman Estimate Request' });

test('#GetAnEstimate opens a labelled modal dialog with the subheading and the form', async () => {
  service();
  renderRoute(<Page />, { url: '/blog#GetAnEstimate' });
  const modal = await dialog();
  expect(modal).toHaveAttribute('aria-modal', 'true');
  expect(modal).toHaveAccessibleDescription(SUBHEADING);
  expect(within(modal).getByRole('button', { name: 'Get An Estimate' })).toBeInTheDocument();
  expect(within(modal).getByRole('heading', { name: 'Brightwood Handyman Estimate Request' })).toHaveFocus();
});

test('the header link (#GetEstimateLink) opens it; Escape closes it, clears the hash and returns focus', async () => {
  service();
  const user = userEvent.setup();
  const { router } = renderRoute(<Page />, { url: '/services' });
  expect(screen.queryByRole('dialog')).toBeNull();
  await user.click(screen.getByRole('link', { name: 'Get an estimate' }));
  await dialog();
  expect(document.documentElement.style.overflow).toBe('hidden');
  expect(screen.getByRole('link', { name: 'Get an estimate', hidden: true }).closest('[inert]')).not.toBeNull();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(router.state.location).toMatchObject({ pathname: '/services', hash: '' });
  expect(screen.getByRole('link', { name: 'Get an estimate' })).toHaveFocus();
  expect(document.documentElement.style.overflow).toBe('');
  expect(document.querySelector('[inert]')).toBeNull();
});

test('the close icon closes it', async () => {
  service();
  const user = userEvent.setup();
  const { router } = renderRoute(<Page />, { url: '/why-choose-us?x=1#GetAnEstimate' });
  await user.click(within(await dialog()).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(router.state.location).toMatchObject({ pathname: '/why-choose-us', search: '?x=1', hash: '' });
});

test('Tab and Shift+Tab stay inside the dialog', async () => {
  service();
  const user = userEvent.setup();
  renderRoute(<Page />, { url: '/#GetAnEstimate' });
  const modal = await dialog();
  const close = within(modal).getByRole('button', { name: 'Close' });
  const submit = within(modal).getByRole('button', { name: 'Get An Estimate' });
  await user.tab({ shift: true });
  expect(close).toHaveFocus();
  await user.tab({ shift: true });
  expect(submit).toHaveFocus();
  await user.tab();
  expect(close).toHaveFocus();
});

test('with the tab area on the page #GetEstimateLink is left to it, while #GetAnEstimate still opens the modal', async () => {
  service();
  const { router } = renderRoute(<Page tabs />, { url: '/#GetEstimateLink' });
  await act(() => import('./EstimateModal'));
  expect(screen.getByText('tab area')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
  await act(() => router.navigate('/#GetAnEstimate'));
  await dialog();
});

async function requestEstimate(zip: string) {
  const user = userEvent.setup();
  const modal = await dialog();
  const fields: [string, string][] = [
    ['Full Name', 'Pat Lee'],
    ['Phone Number', '7025550134'],
    ['Email Address', 'pat@example.com'],
    ['Street Address', '1 Main St'],
    ['ZIP Code', zip],
    ['Tell Us About Your Project', 'Fix a door'],
  ];
  for (const [label, value] of fields) await user.type(within(modal).getByLabelText(label), value);
  await waitFor(() => expect(within(modal).getByLabelText('City')).toHaveValue('Las Vegas'));
  await user.click(within(modal).getByRole('button', { name: 'Get An Estimate' }));
  return screen.findByRole('dialog', { name: 'Estimate Request' });
}

test.each([
  ['/offices/tempe/our-team#GetAnEstimate', '89135', '/offices/tempe'],
  ['/#GetAnEstimate', '89135', '/offices/summerlin'],
  ['/#GetAnEstimate', '59801', '/offices'],
])('on %s with ZIP %s the thank-you replaces the form and its button goes to %s', async (url, zip, destination) => {
  service();
  const { router } = renderRoute(<Page />, { url });
  const thanks = await requestEstimate(zip);
  expect(within(thanks).getByText('Thank You For Your Estimate Request!')).toBeInTheDocument();
  expect(thanks).toHaveAccessibleDescription(
    "We've received your request and one of our team members will reach out shortly to discuss your project. If you have any questions in the meantime, feel free to reach out. We're here to help and look forward to working with you!",
  );
  expect(within(thanks).queryByRole('textbox')).toBeNull();
  const learnMore = within(thanks).getByRole('link', { name: 'LEARN MORE ABOUT OUR HANDYMAN SERVICES' });
  expect(learnMore).toHaveAttribute('href', destination);
  await userEvent.setup().click(learnMore);
  await waitFor(() => expect(router.state.location.pathname).toBe(destination));
  expect(screen.queryByRole('dialog')).toBeNull();
});

test("on an office's page the modal's request names that office, for content-api to send it there unless the ZIP belongs to another", async () => {
  const fetchMock = service();
  const { router } = renderRoute(<Page />, { url: '/offices/tempe/our-team#GetAnEstimate' });
  await requestEstimate('59801');
  expect(fetchMock.posted[0]).toMatchObject({ officePath: 'offices/tempe', serviceTitanId: '' });
  expect(router.state.location.pathname).toBe('/offices/tempe/our-team');
});
