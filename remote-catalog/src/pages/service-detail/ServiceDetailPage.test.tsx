import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectResponsiveImage, field, renderRoute } from '@handyman/testing';
import { serviceDetail } from '../../testing/catalog-fixtures';
import { loaderArgs } from '../../testing/loader-kit';
import { serviceLoader } from './service-loader';
import { ServiceDetailPage } from './ServiceDetailPage';

/** The page as its route shows it: the loader's data from the content, drawn at the address. */
async function show(url: string, pages: Record<string, unknown>) {
  const { data } = await serviceLoader(loaderArgs(url, pages));
  renderRoute(<ServiceDetailPage data={data} />, { url });
}

test('banner, breadcrumb, intro with image, the accordion closed, both side link lists and the office finder', async () => {
  await show('/services/carpentry', { 'services/carpentry': serviceDetail('services/carpentry') });
  expect(await screen.findByRole('heading', { level: 1, name: 'Carpentry' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Services');
  expect(screen.getByText('Carpentry done right.')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Carpentry project' })).toBeInTheDocument();
  const accordion = screen.getByTestId('service-accordion');
  expect(within(accordion).getByRole('heading', { level: 2, name: 'Our Carpentry Services' })).toBeInTheDocument();
  expect(accordion.querySelectorAll('details[open]')).toHaveLength(0);
  const side = await screen.findByRole('complementary', { name: 'More about Carpentry' });
  expect(within(side).getByRole('link', { name: 'Painting' })).toHaveAttribute('href', '/services/painting');
  expect(within(side).getByRole('link', { name: 'Curb Appeal' })).toHaveAttribute('href', '/packages/curb-appeal');
  expect(within(side).getByRole('heading', { name: 'Find a Handyman Near You' })).toBeInTheDocument();
  expect(screen.getByText('Most visits cover more than one job.')).toBeInTheDocument();
});

test('a hash naming an accordion item opens it and scrolls there after about 1.5 s', async () => {
  jest.useFakeTimers();
  const scrollTo = jest.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  window.matchMedia = ((query: string) => ({
    matches: query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  await show('/services/carpentry#built-ins-and-shelving', { 'services/carpentry': serviceDetail('services/carpentry') });
  const item = await screen.findByText('Built-Ins & Shelving');
  expect(item.closest('details')).toHaveAttribute('open');
  expect(screen.getByText('Trim & Molding').closest('details')).not.toHaveAttribute('open');
  await act(async () => jest.advanceTimersByTime(1400));
  expect(scrollTo).not.toHaveBeenCalled();
  await act(async () => jest.advanceTimersByTime(200));
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
  jest.useRealTimers();
});

test('the visitor opens and closes items themselves', async () => {
  await show('/services/carpentry', { 'services/carpentry': serviceDetail('services/carpentry') });
  const summary = (await screen.findByText('Trim & Molding')).closest('summary')!;
  await userEvent.click(summary);
  expect(summary.closest('details')).toHaveAttribute('open');
  await userEvent.click(summary);
  expect(summary.closest('details')).not.toHaveAttribute('open');
});

test('Doors & Windows shows its fixed doors and windows sections from their own pages', async () => {
  const base = 'services/doors-and-windows';
  await show(`/${base}`, {
    [base]: serviceDetail(base, { ServiceName: 'Doors & Windows' }),
    [`${base}/doors`]: serviceDetail(`${base}/doors`, { ServiceName: 'Doors', IntroCopy: field('<p>Every kind of door.</p>') }),
    [`${base}/windows`]: serviceDetail(`${base}/windows`, { ServiceName: 'Windows', IntroCopy: field('<p>Sashes and glass.</p>') }),
  });
  const doors = await screen.findByTestId('fixed-section-doors');
  expect(doors).toHaveAttribute('id', 'doors');
  expect(within(doors).getByText('Every kind of door.')).toBeInTheDocument();
  expect(within(doors).getByRole('link', { name: 'More about doors' })).toHaveAttribute('href', `/${base}/doors`);
  expect(await screen.findByTestId('fixed-section-windows')).toHaveTextContent('Sashes and glass.');
});

test('a sub-service shows its own content, without the fixed sections', async () => {
  await show('/services/painting/interior-painting', {
    'services/painting/interior-painting': serviceDetail('services/painting/interior-painting', { ServiceName: 'Interior Painting' }),
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Interior Painting' })).toBeInTheDocument();
  expect(screen.queryByTestId('fixed-section-doors')).toBeNull();
});

test('a service that asks for the estimate tab area shows it with its own tab texts; others do not', async () => {
  const tabContent = {
    EstimateTabText: field('Get a Carpentry Estimate'),
    ScheduleTabText: field('Book a Carpenter'),
    TextBeforePhoneNumber: field('Call'),
    TextBelowPhoneNumber: field('Free phone estimates'),
    ScheduleCopy: field('<p>Pick a day.</p>'),
  };
  await show('/services/carpentry', {
    'services/carpentry': serviceDetail('services/carpentry', { ScheduleandEstimateTabTray: field('Yes'), TabContent: tabContent }),
  });
  const area = await screen.findByTestId('estimate-tabs');
  expect(within(area).getByRole('tab', { name: 'Get a Carpentry Estimate' })).toHaveAttribute('aria-selected', 'true');
  expect(within(area).getByRole('tab', { name: 'Book a Carpenter' })).toBeInTheDocument();
});

test('without tab texts of its own, the area takes the home page’s', async () => {
  const home = {
    HomePage: {
      Name: 'Home',
      URL: '',
      TabContent: {
        EstimateTabText: field('Home Estimate'),
        ScheduleTabText: field('Home Booking'),
        TextBeforePhoneNumber: field(''),
        TextBelowPhoneNumber: field(''),
        ScheduleCopy: field(''),
      },
    },
  };
  await show('/services/carpentry', {
    'services/carpentry': serviceDetail('services/carpentry', { ScheduleandEstimateTabTray: field('Yes') }),
    home,
  });
  expect(await screen.findByRole('tab', { name: 'Home Estimate' })).toBeInTheDocument();
});

test('no tab area unless the service asks for it', async () => {
  await show('/services/carpentry', { 'services/carpentry': serviceDetail('services/carpentry') });
  await screen.findByTestId('service-detail');
  expect(screen.queryByTestId('estimate-tabs')).not.toBeInTheDocument();
});

test('the banner photo is the width of the screen and the intro photo at most 420 px, both fetched first', async () => {
  const photo = (path: string, alt: string) => ({ Value: path, AlternateText: alt, Width: '2160', Height: '1296' });
  const content = serviceDetail('services/carpentry', {
    Banner: { Heading: field('Carpentry'), BackgroundImage: photo('Images/Services/carpentry-banner.jpg', '') },
    CopyImageFrame: photo('Images/Services/carpentry.jpg', 'Carpentry project'),
  });
  await show('/services/carpentry', { 'services/carpentry': content });
  const intro = await screen.findByRole('img', { name: 'Carpentry project' });
  expectResponsiveImage(intro, /, calc\(100vw - 32px\)$/);
  expect(intro).toHaveAttribute('fetchpriority', 'high');
  expectResponsiveImage(document.querySelector('img[src*="carpentry-banner.jpg"]'), '100vw');
});
