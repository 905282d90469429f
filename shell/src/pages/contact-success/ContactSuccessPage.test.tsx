import { screen, within } from '@testing-library/react';
import { mockFetch } from '@handyman/testing';
import { renderShellPage } from '../../testing/shell-page-kit';
import { detailPageEnvelope } from './detail-page-fixture';

const page = (trays: unknown[]) =>
  detailPageEnvelope('contact-success', 'Contact Us', {
    Title: 'Thank You',
    Heading: { Value: 'Contact Success' },
    Banner: {
      Heading: { Value: 'Thank You For Your Estimate Request!' },
      Subheading: { Value: 'We have received your request' },
      BackgroundImage: { Value: 'Images/b.svg', Width: '1600', Height: '500' },
    },
    Copy: { Value: '<p>A member of our customer care team will call you.</p>' },
    Trays: trays,
  });

const findAnOffice = {
  TrayName: 'FindAnOffice',
  Heading: { Value: 'Find a Brightwood Handyman Near You' },
  PlaceholderText: { Value: 'Enter your zip code' },
  TextBelowInput: { Value: '' },
  HandymanMatters: { Value: '' },
};

test('banner with the Contact Success heading and a call button, breadcrumb Home | Contact Us, copy and the find-an-office tray', async () => {
  mockFetch({
    'GET /api/page': page([findAnOffice]),
    'GET /api/x31': {
      SiteSettings: { TelephoneNumberDisplay: { Value: '866-FIX-MY-HOME' }, MainTelephoneNumber: { Value: '18663496946' } },
    },
  });
  renderShellPage('/contact_success');
  expect(await screen.findByRole('heading', { level: 1, name: 'Contact Success' })).toBeInTheDocument();
  expect(screen.getByText('Thank You For Your Estimate Request!')).toBeInTheDocument();
  expect(screen.getByText('We have received your request')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Call 866-FIX-MY-HOME' })).toHaveAttribute('href', 'tel:18663496946');
  const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  expect(
    within(trail)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['', 'Contact Us']);
  expect(screen.getByText('A member of our customer care team will call you.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Find a Brightwood Handyman Near You' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'ZIP code where the work is to be done' })).toBeInTheDocument();
});

test('a find-an-office tray is added when the content has none', async () => {
  mockFetch({ 'GET /api/page': page([]) });
  renderShellPage('/contact_success');
  expect(await screen.findByRole('textbox', { name: 'ZIP code where the work is to be done' })).toBeInTheDocument();
  expect(screen.getAllByRole('textbox')).toHaveLength(1);
});

test('the title comes from the content', async () => {
  mockFetch({ 'GET /api/page': page([]) });
  renderShellPage('/contact_success');
  await screen.findByRole('heading', { level: 1, name: 'Contact Success' });
  expect(document.title).toMatch(/^Thank You/);
});

test('without its content the page is not found', async () => {
  mockFetch({});
  renderShellPage('/contact_success');
  expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  expect(screen.queryByTestId('contact-success')).toBeNull();
});
