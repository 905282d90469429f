import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@handyman/testing';
import { summerlin } from '../../testing/office-fixtures';
import { officeHeaderView } from './office-header-view';
import { OfficeHeader } from './OfficeHeader';

function render() {
  const home = summerlin();
  home.FranchiseCorporateControl.FranchiseOwnersControl.FranchiseServices = {
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
  home.Navigation = {
    Page: [
      { Name: 'our-team', URL: 'offices/summerlin/our-team', Link: 'Our Team' },
      { Name: 'news-and-events', URL: 'offices/summerlin/news-and-events', Link: 'News & Events' },
      { Name: 'blog', URL: 'offices/summerlin/blog', Link: 'Blog' },
    ],
  };
  return renderRoute(<OfficeHeader header={officeHeaderView(home, '/offices/summerlin')} />, { url: '/offices/summerlin' });
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
  const menu = within(screen.getByTestId('services-menu'));
  await menu.findByRole('link', { name: 'Painting' });
  await new Promise((resolve) => setTimeout(resolve, 5));
  expect(menu.getByRole('link', { name: 'Painting' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveFocus();
});

test('the office’s menu, named by the office, lists its home and every page its navigation names', async () => {
  render();
  const menu = screen.getByTestId('office-pages-menu');
  expect(within(menu).getByText('Summerlin').closest('summary')).toHaveTextContent('Summerlin office pages');
  await userEvent.click(menu.querySelector('summary')!);
  expect(menu).toHaveAttribute('open');
  const pages = within(menu).getByRole('navigation', { name: 'Summerlin office pages' });
  expect(
    within(pages)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Office Home', '/offices/summerlin'],
    ['Our Team', '/offices/summerlin/our-team'],
    ['News & Events', '/offices/summerlin/news-and-events'],
    ['Blog', '/offices/summerlin/blog'],
  ]);
  await userEvent.keyboard('{Escape}');
  expect(menu).not.toHaveAttribute('open');
});

test('the services menus say they lead to the brand’s national service pages', () => {
  render();
  expect(within(screen.getByTestId('services-menu')).getByText(/national service pages/)).toBeInTheDocument();
});
