import { screen } from '@testing-library/react';
import { renderRoute } from '@handyman/testing';
import { ContactSuccessHeader, ContactSuccessHeaderView } from './ContactSuccessHeader';

const national = { display: '866-FIX-MY-HOME', tel: '18663496946' };
const office = { display: '702-555-0142', tel: '7025550142' };

test('the corporate thank-you page says a ZIP no office serves, and that the national team will call', () => {
  renderRoute(<ContactSuccessHeader phone={national} />, { url: '/contact_success?outOfArea=59001' });
  expect(screen.getByTestId('out-of-area')).toHaveTextContent(
    'No local office serves ZIP 59001 yet, so our national team will call you about your request from 866-FIX-MY-HOME.',
  );
  expect(screen.getByRole('link', { name: 'Call 866-FIX-MY-HOME' })).toBeInTheDocument();
});

test("an office's thank-you page names the office's team and number", () => {
  renderRoute(<ContactSuccessHeader phone={office} />, { url: '/offices/summerlin/contact_success?outOfArea=59001' });
  expect(screen.getByTestId('out-of-area')).toHaveTextContent("so this office's team will call you about your request from 702-555-0142.");
});

test.each(['/contact_success', '/contact_success?outOfArea=%3Cb%3E', '/contact_success?outOfArea=123'])('%s says nothing more', (url) => {
  renderRoute(<ContactSuccessHeader phone={national} />, { url });
  expect(screen.queryByTestId('out-of-area')).toBeNull();
});

test('the heading, thanks and subheading come from the banner; without one, the standard texts', () => {
  const banner = {
    Heading: { Value: 'Thanks, neighbour!' },
    Subheading: { Value: 'We will call you today.' },
    BackgroundImage: { Value: 'Images/Banners/thanks.svg' },
  };
  const { unmount } = renderRoute(<ContactSuccessHeader heading="Request Received" banner={banner} phone={national} />, {
    url: '/contact_success',
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Request Received' })).toBeInTheDocument();
  expect(screen.getByText('Thanks, neighbour!')).toBeInTheDocument();
  expect(screen.getByText('We will call you today.')).toBeInTheDocument();
  unmount();
  renderRoute(<ContactSuccessHeader phone={national} />, { url: '/contact_success' });
  expect(screen.getByRole('heading', { level: 1, name: 'Contact Success' })).toBeInTheDocument();
  expect(screen.getByText('Thank You For Your Estimate Request!')).toBeInTheDocument();
});

test('ContactSuccessHeaderView renders its view model', () => {
  const content = { heading: 'Received', thanks: 'Thank you!', subheading: '', image: null };
  renderRoute(<ContactSuccessHeaderView content={content} phone={office} />, { url: '/offices/summerlin/contact_success' });
  expect(screen.getByRole('heading', { level: 1, name: 'Received' })).toBeInTheDocument();
  expect(screen.getByText('Thank you!')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Call 702-555-0142' })).toHaveAttribute('href', 'tel:7025550142');
});
