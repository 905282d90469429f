import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Offer } from '@handyman/contracts';
import { field, renderRoute } from '@handyman/testing';
import { replacePlaceholders } from '@handyman/platform/base';
import { offerLayout } from './offer-layout';
import { offerViews } from './offer-view';
import { OffersSection } from './OffersSection';

const views = (offers: Offer[] | undefined) => offerViews(offers, (text) => replacePlaceholders(text, { City: 'Las Vegas' }));

const offer = (name: string): Offer => ({
  OfferName: field(name),
  OfferDescription: field(`${name}: the details.`),
  OfferTermsandConditions: field(`${name}: the terms.`),
  Page: { Name: 'GetEstimateLink', URL: 'offices/summerlin#GetEstimateLink', Link: 'Claim This Offer' },
});
const OFFICE = { name: 'Brightwood Handyman of Summerlin', phoneDisplay: '(702) 555-0142' };

function renderOffers(offers: Offer[] | undefined) {
  return renderRoute(<OffersSection offers={views(offers)} office={OFFICE} />, { url: '/offices/summerlin' });
}

test('each card shows name, description, terms and a button to the estimate tab', () => {
  renderOffers([offer('$75 Off in {City}'), offer('Exterior Check')]);
  const section = within(screen.getByRole('region', { name: 'Save On Your Next Service' }));
  const card = within(section.getByRole('article', { name: '$75 Off in Las Vegas' }));
  expect(card.getByText('$75 Off in Las Vegas: the details.')).toBeInTheDocument();
  expect(card.getByText('$75 Off in Las Vegas: the terms.')).toBeInTheDocument();
  expect(card.getByRole('link', { name: 'Claim This Offer' })).toHaveAttribute('href', '/offices/summerlin#GetEstimateLink');
  expect(section.getAllByRole('article')).toHaveLength(2);
});

test('two or more offers sit in pairs; a lone offer stays one card wide', () => {
  expect(offerLayout(1)).toBe('single');
  expect(offerLayout(2)).toBe('pairs');
  expect(offerLayout(3)).toBe('pairs');
  renderOffers([offer('A'), offer('B'), offer('C')]);
  expect(screen.getByRole('list')).toHaveAttribute('data-layout', 'pairs');
});

test('pairs become two columns from 768 px only (one column on phones)', () => {
  const css = readFileSync(path.join(__dirname, 'Offers.module.css'), 'utf8');
  const pairsRules = css.match(/@media \(min-width: 768px\) \{\s*\.pairs \{[^}]*\}/);
  expect(pairsRules?.[0]).toContain('grid-template-columns: repeat(2, minmax(0, 1fr))');
  expect(css.replace(pairsRules?.[0] ?? '', '')).not.toMatch(/\.pairs \{[^}]*grid-template-columns/);
});

test('no offers (or only nameless ones) leaves the section out', () => {
  const { container } = renderOffers([{ ...offer(''), OfferName: field(' ') }]);
  expect(container.querySelector('#offers')).toBeNull();
  renderOffers(undefined);
  expect(screen.queryByRole('region', { name: 'Save On Your Next Service' })).not.toBeInTheDocument();
});

test('Print opens the printable offer, which prints from a hidden frame and closes again', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const print = jest.fn();
  const frameWindow = jest.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get');
  renderOffers([offer('$75 Off'), offer('Exterior Check')]);

  await user.click(screen.getByRole('button', { name: 'Print the offer: Exterior Check' }));
  const dialog = screen.getByRole('dialog', { name: 'Exterior Check' });
  expect(within(dialog).getByText('Exterior Check: the terms.')).toBeInTheDocument();
  expect(within(dialog).getByText('Call (702) 555-0142 and mention this offer.')).toBeInTheDocument();

  const frame = () => document.querySelector('iframe');
  frameWindow.mockReturnValue({ print, addEventListener: jest.fn() } as unknown as Window);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1000);
  });
  expect(frame()).toHaveAttribute('aria-hidden', 'true');
  expect(frame()?.contentDocument?.querySelector('[data-coupon]')).toHaveTextContent('Exterior Check: the terms.');
  expect(print).not.toHaveBeenCalled();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(500);
  });
  expect(print).toHaveBeenCalledTimes(1);

  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(frame()).toBeNull();
  jest.useRealTimers();
});

test("the office's offers page is linked below the cards, so it is reached from the office home", () => {
  renderRoute(
    <OffersSection
      offers={views([offer('Exterior Check')])}
      office={OFFICE}
      offersPage={{ Name: 'offers', URL: 'offices/summerlin/offers', Link: 'Offers' }}
    />,
    { url: '/offices/summerlin' },
  );
  const section = within(screen.getByRole('region', { name: 'Save On Your Next Service' }));
  expect(section.getByRole('link', { name: 'See All Offers' })).toHaveAttribute('href', '/offices/summerlin/offers');
});

test('Print is kept out of sight until its script is in: the server’s copy marks none live, the live card does', () => {
  const css = readFileSync(path.join(__dirname, 'Offers.module.css'), 'utf8');
  expect(css).toMatch(/\.print:not\(\[data-live\]\) \{\s*visibility: hidden;/);
  const page = renderToString(
    <MemoryRouter initialEntries={['/offices/summerlin']}>
      <OffersSection offers={views([offer('$75 Off')])} office={OFFICE} />
    </MemoryRouter>,
  );
  expect(page).toContain('class="button-secondary print" aria-haspopup="dialog">');
  expect(page).not.toContain('data-live');
  renderOffers([offer('$75 Off')]);
  expect(screen.getByRole('button', { name: 'Print the offer: $75 Off' })).toHaveAttribute('data-live', 'true');
});
