import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FranchiseDetailPage } from '@handyman/contracts';
import { buildFranchiseDetailPage, field, fillForm, jsonResponse } from '@handyman/testing';
import { serveOffice } from '../../testing/office-fetch-kit';
import { summerlin } from '../../testing/office-fixtures';
import { renderOfficeRoute } from '../../testing/route-kit';
import { campaignLoader } from './campaign-loader';
import { CampaignPage } from './CampaignPage';

const URL_PATH = '/offices/summerlin/campaign/summer-ready';

function campaign(): { FranchiseDetailPage: FranchiseDetailPage } {
  return {
    FranchiseDetailPage: buildFranchiseDetailPage({
      Name: 'Get Your Home Summer-Ready',
      Title: 'Summer-Ready in {City}',
      Description: 'Book with {FranchiseName} at {Phone}.',
      URL: 'offices/summerlin/campaign/summer-ready',
      SURL: 'offices/summerlin/campaign/summer-ready',
      Banner: {
        Heading: field('Summer-Ready in {City}'),
        Subheading: field('A limited-time offer from {FranchiseName}'),
        BackgroundImage: field('Images/banner.svg'),
      },
      BannerHeading: field('Get Your {City} Home Summer-Ready'),
      Copy: field('<p>Book an Exterior Check for $149. Call {Phone}.</p>'),
      Trays: [{ TrayName: 'Testimonial', Quote: field('{FranchiseName} showed up at 6:30 a.m.'), Attribution: field('Carla V.') }],
    }),
  };
}

const render = (url = URL_PATH) =>
  renderOfficeRoute({ loader: campaignLoader, Component: CampaignPage }, { url, path: '/offices/:franchise/campaign/:campaign' });

function visibleText(): string {
  const copy = screen.getByTestId('campaign-page').cloneNode(true) as HTMLElement;
  copy.querySelectorAll('script').forEach((script) => script.remove());
  return copy.textContent ?? '';
}

test('banner, office logo and call button, the copy and trays with the office filled in', async () => {
  const home = summerlin();
  home.FranchiseCorporateControl.FranchiseHeader = { Logo: { Value: 'Images/Brand/logo.svg', Width: '280', Height: '72' } };
  serveOffice({ 'offices/summerlin/campaign/summer-ready': campaign() }, home);
  await render();
  expect(await screen.findByRole('heading', { level: 1, name: 'Get Your Las Vegas Home Summer-Ready' })).toBeInTheDocument();
  expect(screen.getByText('A limited-time offer from Brightwood Handyman of Summerlin')).toBeInTheDocument();
  const header = within(screen.getByTestId('campaign-header'));
  expect(header.getByRole('link', { name: 'Brightwood Handyman of Summerlin' })).toHaveAttribute('href', '/offices/summerlin');
  expect(header.getByRole('img', { name: 'Brightwood Handyman of Summerlin' }).getAttribute('src')).toMatch(/Images\/Brand\/logo\.svg$/);
  expect(header.getByRole('link', { name: 'Call (702) 555-0142' })).toHaveAttribute('href', 'tel:7025550142');
  expect(screen.getByText('Book an Exterior Check for $149. Call (702) 555-0142.')).toBeInTheDocument();
  expect(screen.getByText(/Brightwood Handyman of Summerlin showed up at 6:30/)).toBeInTheDocument();
  expect(visibleText()).not.toMatch(/[{}]/);
});

test('the office’s own estimate form, in its new-franchise variant', async () => {
  serveOffice({ 'offices/summerlin/campaign/summer-ready': campaign() });
  await render();
  const card = await screen.findByRole('region', { name: 'Get Your Free Estimate' });
  const form = within(card).getByRole('form', { name: 'Free estimate request' });
  expect(within(form).getByRole('button', { name: 'GET YOUR ESTIMATE' })).toBeInTheDocument();
});

test('a sent request is thanked in the large success modal and the visitor stays on the campaign', async () => {
  const posted: Record<string, unknown>[] = [];
  serveOffice({ 'offices/summerlin/campaign/summer-ready': campaign() }, summerlin(), {
    'GET /localoffice/orderby/state': [],
    'GET /external-services/zip-code-lookup': {
      isUnservicableZipCode: false,
      listOfOfficesNearestToFarthest: [],
      originState: 'NV',
      originCity: 'Las Vegas',
    },
    'POST /api/booking/estimate': async (request: Request) => {
      posted.push((await request.json()) as Record<string, unknown>);
      return jsonResponse({ bookingSentSuccessfully: true, leadId: 'lead-7' });
    },
  });
  const { router } = await render();
  const user = userEvent.setup();
  const form = within(await screen.findByRole('form', { name: 'Free estimate request' }));
  await fillForm(user);
  await waitFor(() => expect(form.getByLabelText('City')).toHaveValue('Las Vegas'));
  await user.click(form.getByRole('button', { name: 'GET YOUR ESTIMATE' }));

  const thanks = await screen.findByRole('dialog', { name: 'Estimate Request' });
  expect(within(thanks).getByText('Thank You For Your Estimate Request!')).toBeInTheDocument();
  expect(within(thanks).getByRole('link', { name: 'LEARN MORE ABOUT OUR HANDYMAN SERVICES' })).toHaveAttribute(
    'href',
    '/offices/summerlin',
  );
  expect(posted).toHaveLength(1);
  expect(posted[0]).toMatchObject({
    officePath: 'offices/summerlin',
    serviceTitanId: '',
    address: { city: 'Las Vegas', state: 'NV', zip: '89135' },
  });
  expect(router.state.location.pathname).toBe(URL_PATH);

  await user.click(within(thanks).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(router.state.location.pathname).toBe(URL_PATH);
});

test('a slim footer: office name, address, licence, the current year and Your Privacy Choices', async () => {
  serveOffice({ 'offices/summerlin/campaign/summer-ready': campaign() });
  await render();
  const footer = await screen.findByTestId('campaign-footer');
  expect(footer).toHaveTextContent('Brightwood Handyman of Summerlin');
  expect(footer).toHaveTextContent('10300 W Charleston Blvd');
  expect(footer).toHaveTextContent('Las Vegas, NV 89135');
  expect(footer).toHaveTextContent('License #0079431');
  expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Brightwood Handyman of Summerlin`);
  expect(within(footer).getByRole('link', { name: 'Your Privacy Choices' })).toHaveAttribute('href', '/your-privacy-choices');
});

test('an office without a phone: the call button dials the national number', async () => {
  const home = summerlin();
  home.FranchiseCorporateControl.PhoneNumber = field('');
  serveOffice({ 'offices/summerlin/campaign/summer-ready': campaign() }, home);
  await render();
  const header = within(await screen.findByTestId('campaign-header'));
  expect(header.getByRole('link', { name: 'Call 866-FIX-MY-HOME' })).toHaveAttribute('href', 'tel:18663496946');
  expect(header.getByText('Brightwood Handyman of Summerlin')).toBeInTheDocument();
});

test('a campaign the content service does not have is not found', async () => {
  serveOffice({});
  await render('/offices/summerlin/campaign/gone');
  expect(await screen.findByRole('alert')).toHaveTextContent('NotFoundError');
  expect(screen.queryByTestId('campaign-page')).toBeNull();
});
