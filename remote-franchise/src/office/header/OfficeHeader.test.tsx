import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@handyman/testing';
import { summerlin } from '../../testing/office-fixtures';
import { OfficeHeader } from './OfficeHeader';

function render() {
  const control = summerlin().FranchiseCorporateControl;
  control.FranchiseOwnersControl.FranchiseServices = {
    LinkSet: [
      {
        Title: 'Residential',
        Page: [
          { Name: 'painting', URL: 'services/painting', Link: 'Painting' },
          { Name: 'decks', URL: 'services/decks', Link: 'Decks & Patios' },
        ],
      },
      { Title: 'Commercial', Page: [{ Name: 'drywall', URL: 'services/drywall', Link: 'Tenant Improvement Drywall' }] },
    ],
  };
  return renderRoute(<OfficeHeader control={control} homePath="/offices/summerlin" />, { url: '/offices/summerlin' });
}

test('the office bar: logo link home, estimate button and the office phone', () => {
  render();
  const bar = within(screen.getByTestId('office-header'));
  expect(bar.getByRole('link', { name: 'Brightwood Handyman of Summerlin home' })).toHaveAttribute('href', '/offices/summerlin');
  expect(bar.getByRole('link', { name: 'Get an Estimate' })).toHaveAttribute('href', '/offices/summerlin#GetEstimateLink');
  expect(bar.getByTestId('office-header-phone')).toHaveAttribute('href', 'tel:7025550142');
});

test('the Services dropdown lists the office’s services by group and opens by click', async () => {
  render();
  const button = screen.getByRole('button', { name: 'Services' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = within(screen.getByTestId('services-menu'));
  expect(menu.getByText('Residential')).toBeInTheDocument();
  expect(menu.getByRole('link', { name: 'Decks & Patios' })).toHaveAttribute('href', '/services/decks');
  expect(menu.getByRole('link', { name: 'Tenant Improvement Drywall' })).toHaveAttribute('href', '/services/drywall');
});

test('by keyboard: ArrowDown opens it at the first service, Escape closes it back on the button', async () => {
  render();
  const button = screen.getByRole('button', { name: 'Services' });
  button.focus();
  await userEvent.keyboard('{ArrowDown}');
  expect(button).toHaveAttribute('aria-expanded', 'true');
  await screen.findByRole('link', { name: 'Painting' });
  await new Promise((resolve) => setTimeout(resolve, 5));
  expect(screen.getByRole('link', { name: 'Painting' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveFocus();
});
