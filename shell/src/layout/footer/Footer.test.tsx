import { screen, waitFor, within } from '@testing-library/react';
import { SITE_SETTINGS_KEY, useResourceStore } from '@handyman/platform';
import { renderRoute } from '@handyman/testing';
import { serveContent } from '../../testing/layout-fixtures';
import Footer from './Footer';

async function renderFooter(url = '/') {
  const view = renderRoute(<Footer />, { url });
  await screen.findByRole('img', { name: 'Brightwood Handyman Services' });
  return view;
}

test('logo, the text above the phone, the phone icon, display number and the number dialled', async () => {
  serveContent();
  await renderFooter();
  expect(screen.getByRole('img', { name: 'Brightwood Handyman Services' }).closest('a')).toHaveAttribute('href', '/');
  expect(screen.getByText('Questions? Talk to a real person.')).toBeInTheDocument();
  const phone = screen.getByTestId('footer-phone');
  expect(phone).toHaveAttribute('href', 'tel:18663496946');
  expect(phone).toHaveTextContent('866-FIX-MY-HOME');
  expect(phone.querySelector('img')).toMatchObject({ width: 16, height: 16 });
  expect(screen.getByText('(866) 349-6946')).toBeInTheDocument();
});

test('link columns: a title and its pages; VirtualLinks use CustomURL in a new tab without access back', async () => {
  serveContent();
  await renderFooter();
  const services = screen.getByRole('navigation', { name: 'Services' });
  expect(within(services).getByRole('heading', { name: 'Services' })).toBeInTheDocument();
  expect(within(services).getByRole('link', { name: 'Painting' })).toHaveAttribute('href', '/services/painting');
  expect(within(services).getByRole('link', { name: 'Painting' })).not.toHaveAttribute('target');
  const franchise = within(screen.getByRole('navigation', { name: 'Own a Franchise' })).getByRole('link', {
    name: /Franchise Opportunities/,
  });
  expect(franchise).toHaveAttribute('href', 'https://franchise.example/');
  expect(franchise).toHaveAttribute('target', '_blank');
  expect(franchise).toHaveAttribute('rel', 'noopener noreferrer');
  expect(franchise).toHaveAccessibleName('Franchise Opportunities (opens in a new tab)');
});

test('social icons are links named after their network', async () => {
  serveContent();
  await renderFooter();
  const social = screen.getByRole('list', { name: 'Follow us' });
  expect(within(social).getByRole('link', { name: 'Facebook (opens in a new tab)' })).toHaveAttribute(
    'href',
    'https://www.facebook.com/brightwood',
  );
  expect(within(social).getByRole('link', { name: 'LinkedIn (opens in a new tab)' })).toHaveAttribute('target', '_blank');
});

test('the copyright line carries the current year, with the legal links and Your Privacy Choices', async () => {
  jest.useFakeTimers({ now: new Date('2031-03-04T10:00:00Z'), advanceTimers: true });
  serveContent();
  await renderFooter();
  expect(screen.getByTestId('copyright')).toHaveTextContent('© 2031 Brightwood Handyman Services LLC.');
  const legal = screen.getByRole('list', { name: 'Legal' });
  expect(within(legal).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/resources/privacy-policy');
  // Whatever address content gives it, the link leads to the site's own choices page, with its mark.
  const choices = within(legal).getByRole('link', { name: 'Your Privacy Choices' });
  expect(choices).toHaveAttribute('href', '/your-privacy-choices');
  expect(choices.querySelector('img')).toHaveAttribute('src', '/privacy-choices.svg');
  jest.useRealTimers();
});

test('disclaimer notes are shown as sanitised rich text', async () => {
  serveContent();
  await renderFooter();
  expect(screen.getByText('independently owned').tagName).toBe('STRONG');
});

test('the find-your-local-office ZIP box uses the footer content', async () => {
  serveContent();
  await renderFooter();
  const cta = screen.getByTestId('footer-find-office');
  expect(within(cta).getByRole('heading', { name: 'Find Your Local Office' })).toBeInTheDocument();
  expect(within(cta).getByRole('textbox', { name: 'ZIP code where the work is to be done' })).toHaveAttribute(
    'placeholder',
    'Enter your ZIP code',
  );
  expect(within(cta).getByRole('button', { name: 'Find My Office' })).toBeInTheDocument();
});

test('without settings the footer still offers the phone, the ZIP box and the copyright year', async () => {
  serveContent({ settingsStatus: 500 });
  renderRoute(<Footer />);
  await waitFor(() => expect(useResourceStore.getState().entries[SITE_SETTINGS_KEY]?.status).toBe('error'), { timeout: 3000 });
  expect(screen.getByTestId('footer-phone')).toHaveAttribute('href', 'tel:18663496946');
  expect(screen.getByRole('button', { name: 'Find My Office' })).toBeInTheDocument();
  expect(screen.getByTestId('copyright')).toHaveTextContent(`© ${new Date().getFullYear()}`);
  expect(screen.getByRole('link', { name: 'Your Privacy Choices' })).toBeInTheDocument();
});
