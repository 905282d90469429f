import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { resetResources } from '@handyman/platform';
import { mockFetch } from '@handyman/testing';
import { renderShellPage } from '../../testing/shell-page-kit';
import PrivacyChoicesPage from './PrivacyChoicesPage';

function visitor({ cookie = '', gpc = false } = {}) {
  document.cookie = 'privacyChoices=; max-age=0';
  if (cookie) document.cookie = `privacyChoices=${cookie}`;
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: gpc || undefined, configurable: true });
  resetResources();
  mockFetch({});
}

afterAll(() => visitor());

/** The page's forms: where each posts and what its one button sends. */
const forms = () =>
  Array.from(document.querySelectorAll('form')).map((form) => {
    const button = within(form).getByRole('button');
    return [
      form.getAttribute('method'),
      form.getAttribute('action'),
      button.textContent,
      `${button.getAttribute('name')}=${button.getAttribute('value')}`,
    ];
  });

test('a visitor who chose nothing: one button opts out of sale and sharing; measurement can be turned off', async () => {
  visitor();
  renderShellPage('/your-privacy-choices');
  expect(await screen.findByRole('heading', { level: 1, name: 'Your Privacy Choices' })).toBeInTheDocument();
  expect(screen.getByTestId('sale-state')).toHaveTextContent('Now: sale and sharing are allowed.');
  expect(screen.queryByText('Opt-Out Request Honored')).toBeNull();
  expect(forms()).toEqual([
    ['post', '/your-privacy-choices', 'Opt out of sale and sharing', 'sale=out'],
    ['post', '/your-privacy-choices', 'Turn site measurement off', 'analytics=off'],
  ]);
});

test('after opting out: the page says what was saved, and offers to allow sale and sharing again', async () => {
  visitor({ cookie: 'sale-out.analytics-off' });
  renderShellPage('/your-privacy-choices?saved=sale-out');
  await screen.findByRole('heading', { level: 1, name: 'Your Privacy Choices' });
  expect(screen.getByRole('status')).toHaveTextContent('Saved: you have opted out of the sale and sharing of your personal information');
  expect(screen.getByTestId('sale-state')).toHaveTextContent('Now: you have opted out of sale and sharing.');
  expect(screen.getByTestId('analytics-state')).toHaveTextContent('Now: site measurement is off.');
  expect(forms().map((form) => form[3])).toEqual(['sale=in', 'analytics=on']);
});

test('with Global Privacy Control on, the page says the opt-out request was honoured', async () => {
  visitor({ gpc: true });
  renderShellPage('/your-privacy-choices');
  const honoured = await screen.findByTestId('gpc-honoured');
  expect(honoured).toHaveTextContent('Opt-Out Request Honored');
  expect(honoured).toHaveTextContent('Your browser sent a Global Privacy Control signal.');
  expect(screen.getByTestId('sale-state')).toHaveTextContent('Now: you have opted out of sale and sharing.');
  // The browser's signal decides: no button would change it, only measurement's.
  expect(forms().map((form) => form[3])).toEqual(['analytics=off']);
});

test('a page the server rendered without the signal shows it once live, when the browser shows it to script', async () => {
  visitor({ gpc: true });
  render(
    <MemoryRouter>
      <PrivacyChoicesPage data={{ gpc: false, choice: { saleOptOut: false, analyticsOff: false }, saved: null }} />
    </MemoryRouter>,
  );
  expect(await screen.findByTestId('gpc-honoured')).toHaveTextContent('Opt-Out Request Honored');
});
