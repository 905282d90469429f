import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@handyman/testing';
import { SETTINGS } from '../../../testing/layout-fixtures';
import { DesktopNav } from './DesktopNav';
import { mainMenuEntries } from './menu-entries';

function renderNav(url = '/') {
  const user = userEvent.setup();
  const view = renderRoute(<DesktopNav entries={mainMenuEntries(SETTINGS)} />, { url });
  const nav = screen.getByRole('navigation', { name: 'Main' });
  const button = within(nav).getByRole('button', { name: 'Why Choose Us' });
  const dropdown = document.getElementById(button.getAttribute('aria-controls')!)!;
  return { user, nav, button, dropdown, ...view };
}

test('an entry with sub-pages toggles its dropdown (keyboard, touch), with the section page first and its children', async () => {
  const { user, button, dropdown } = renderNav();
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(dropdown).toHaveAttribute('data-open', 'false');
  button.focus();
  await user.keyboard('{Enter}');
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(dropdown).toHaveAttribute('data-open', 'true');
  expect(
    within(dropdown)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Why Choose Us', '/why-choose-us'],
    ['Our Story', '/why-choose-us/our-story'],
    ['Your Team', '/why-choose-us/your-team'],
  ]);
  await user.pointer({ keys: '[TouchA]', target: button });
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('anchors in a dropdown link to the section of the page', () => {
  const { nav } = renderNav();
  expect(within(nav).getByRole('link', { name: 'Search by Room', hidden: true })).toHaveAttribute('href', '/services#search-by-room');
});

test('a mouse opens the dropdown on hover and closes it on leaving; a click while hover-opened keeps it open', async () => {
  const { user, button } = renderNav();
  const item = button.closest('li')!;
  await user.hover(item);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  await user.unhover(item);
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('Escape closes the dropdown and returns focus to its button; choosing a link closes it', async () => {
  const { user, button, dropdown, router } = renderNav();
  await user.click(button);
  await user.tab();
  expect(within(dropdown).getByRole('link', { name: 'Why Choose Us' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveFocus();

  await user.click(button);
  await user.click(within(dropdown).getByRole('link', { name: 'Our Story' }));
  expect(router.state.location.pathname).toBe('/why-choose-us/our-story');
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('focus leaving the entry or a click elsewhere closes the dropdown', async () => {
  const { user, nav, button } = renderNav();
  await user.click(button);
  await user.click(within(nav).getByRole('link', { name: 'Careers' }));
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await user.click(button);
  await user.click(document.body);
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('the section button is marked while one of its pages is shown', () => {
  const { button } = renderNav('/why-choose-us/our-story');
  expect(button.className).toContain('active');
});
