import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@handyman/testing';
import { serveContent } from '../../../testing/layout-fixtures';
import { Header } from '../Header';

// The panel's code did not come (a lost connection, a deploy that removed the chunk).
jest.mock('./MobileMenuPanel', () => {
  throw new Error('ChunkLoadError: Loading chunk mobile-menu failed');
});

test('when the slide-out panel cannot load, the native disclosure menu stands in and opens', async () => {
  serveContent();
  const user = userEvent.setup();
  renderRoute(<Header />, { url: '/' });
  await screen.findByRole('img', { name: 'Brightwood Handyman Services' });
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  const summary = await screen.findByText('Menu', { selector: 'summary, summary *' });
  expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
  expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  await user.click(summary);
  expect(summary.closest('details')).toHaveAttribute('open');
});
