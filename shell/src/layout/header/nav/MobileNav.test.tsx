import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSiteStore } from '@handyman/platform';
import { renderRoute } from '@handyman/testing';
import { serveContent } from '../../../testing/layout-fixtures';
import { Header } from '../Header';

async function openMenu() {
  serveContent();
  const user = userEvent.setup();
  const view = renderRoute(<Header />, { url: '/' });
  const toggle = screen.getByRole('button', { name: 'Menu' });
  await screen.findByRole('img', { name: 'Brightwood Handyman Services' });
  await user.click(toggle);
  // The panel's code comes at the first open.
  const menu = await screen.findByRole('dialog', { name: 'Menu' });
  return { user, toggle, menu, ...view };
}

test('the hamburger opens the slide-out menu: expanded, focus on Close, the page held still', async () => {
  const { toggle, menu } = await openMenu();
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(toggle).toHaveAttribute('aria-controls', menu.id);
  expect(menu).toHaveAttribute('aria-modal', 'true');
  expect(within(menu).getByRole('button', { name: 'Close' })).toHaveFocus();
  expect(document.querySelector('.pageLocked')).not.toBeNull();
  const nav = within(menu).getByRole('navigation', { name: 'Main' });
  expect(within(nav).getByRole('link', { name: 'Find A Handyman' })).toHaveAttribute('href', '/offices');
  expect(within(menu).getByRole('link', { name: /Get a Free Estimate/ })).toBeInTheDocument();
  expect(within(menu).getByRole('link', { name: /Request an Appointment/ })).toHaveAttribute('href', 'http://schedule.test/book');
});

test('a sub-menu shows Back and its pages; Back returns to the top menu with focus on the entry', async () => {
  const { user, menu } = await openMenu();
  await user.click(within(menu).getByRole('button', { name: /^Why Choose Us/ }));
  const back = within(menu).getByRole('button', { name: 'Back' });
  expect(back).toHaveFocus();
  const sub = within(menu).getByRole('navigation', { name: 'Why Choose Us' });
  expect(within(sub).getByRole('link', { name: 'Why Choose Us' })).toHaveAttribute('href', '/why-choose-us');
  expect(within(sub).getByRole('link', { name: 'Our Story' })).toHaveAttribute('href', '/why-choose-us/our-story');
  expect(within(menu).queryByRole('link', { name: 'Careers' })).toBeNull();

  await user.click(back);
  expect(within(menu).queryByRole('button', { name: 'Back' })).toBeNull();
  expect(within(menu).getByRole('link', { name: 'Careers' })).toBeInTheDocument();
  expect(within(menu).getByRole('button', { name: /^Why Choose Us/ })).toHaveFocus();
});

test('Close and Escape close the menu, unlock the page and return focus to the hamburger', async () => {
  const { user, toggle, menu } = await openMenu();
  await user.click(within(menu).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveFocus();
  expect(document.querySelector('.pageLocked')).toBeNull();

  await user.click(toggle);
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /^Services/ }));
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(toggle).toHaveFocus();
});

test('following a link navigates and closes the menu', async () => {
  const { user, menu, router } = await openMenu();
  await user.click(within(menu).getByRole('button', { name: /^Services/ }));
  await user.click(within(menu).getByRole('link', { name: 'Search by Room' }));
  expect(router.state.location).toMatchObject({ pathname: '/services', hash: '#search-by-room' });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.querySelector('.pageLocked')).toBeNull();
});

test('the estimate link in the menu closes it and opens the estimate modal on this page', async () => {
  const { user, toggle, menu, router } = await openMenu();
  await user.click(within(menu).getByRole('link', { name: /Get a Free Estimate/ }));
  expect(router.state.location).toMatchObject({ pathname: '/', hash: '#GetEstimateLink' });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(toggle).toHaveFocus();
});

test('Tab and Shift+Tab stay inside the open menu', async () => {
  const { user, menu } = await openMenu();
  const close = within(menu).getByRole('button', { name: 'Close' });
  await user.tab({ shift: true });
  expect(menu).toContainElement(document.activeElement as HTMLElement);
  expect(close).not.toHaveFocus();
  await user.tab();
  expect(close).toHaveFocus();
});

test("the visitor's office heads the menu, with its nav as a sub-menu", async () => {
  useSiteStore
    .getState()
    .setRecentFranchise({ path: 'offices/summerlin', phone: '702-555-0142', name: 'Brightwood Handyman of Summerlin' });
  const { user, menu } = await openMenu();
  await user.click(within(menu).getByRole('button', { name: /^Brightwood Handyman of Summerlin/ }));
  const sub = within(menu).getByRole('navigation', { name: 'Brightwood Handyman of Summerlin' });
  expect(within(sub).getByRole('link', { name: 'Reviews' })).toHaveAttribute('href', '/offices/summerlin#reviews');
  expect(await within(sub).findByRole('link', { name: 'Our Team' })).toHaveAttribute('href', '/offices/summerlin/our-team');
});
