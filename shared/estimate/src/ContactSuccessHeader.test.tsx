import { screen } from '@testing-library/react';
import { renderRoute } from '@handyman/testing';
import { ContactSuccessHeader } from './ContactSuccessHeader';

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
