import { screen } from '@testing-library/react';
import type { BodyCopyTray as BodyCopyContent } from '@handyman/contracts';
import { renderRoute, externalPage, field, sitePage } from '@handyman/testing';
import { PlaceholderProvider } from './placeholders';
import { TrayUnderTest } from './testing/TrayUnderTest';

const tray = (overrides: Partial<BodyCopyContent> = {}): BodyCopyContent => ({
  TrayName: 'BodyCopyTray',
  Heading: field('How we measure'),
  Subheading: field('Progress reports every spring'),
  Copy: field('<p>We publish our progress every spring.</p>'),
  ...overrides,
});

test.each([
  ['Left', ''],
  ['Center', 'center'],
  ['right', 'right'],
  ['Right', 'right'],
])('heading alignment %s', (alignment, className) => {
  renderRoute(<TrayUnderTest tray={tray({ HeadingAlignment: field(alignment as 'Left') })} />);
  const heading = screen.getByRole('heading', { name: 'How we measure', level: 2 });
  for (const name of ['center', 'right']) expect(heading.classList.contains(name)).toBe(name === className);
});

test('with AddOutline the copy sits in an outlined panel and the subheading is an outlined label', () => {
  renderRoute(<TrayUnderTest tray={tray({ AddOutline: field('Yes') })} />);
  expect(screen.getByText('We publish our progress every spring.').closest('.outlined')).not.toBeNull();
  expect(screen.getByText('Progress reports every spring')).toHaveClass('outlinedSubheading');
});

test('without AddOutline the subheading is a pull quote and there is no panel', () => {
  renderRoute(<TrayUnderTest tray={tray({ AddOutline: field('No') })} />);
  expect(screen.getByText('We publish our progress every spring.').closest('.outlined')).toBeNull();
  expect(screen.getByText('Progress reports every spring')).toHaveClass('quote');
});

test('an optional call to action: site pages in the app, virtual links in a new tab', () => {
  const { unmount } = renderRoute(<TrayUnderTest tray={tray({ Page: sitePage('offices', 'Find Your Office') })} />);
  expect(screen.getByRole('link', { name: 'Find Your Office' })).toHaveAttribute('href', '/offices');
  unmount();
  renderRoute(<TrayUnderTest tray={tray({ Page: externalPage('https://jobs.example/apply', 'Apply Now') })} />);
  const link = screen.getByRole('link', { name: 'Apply Now (opens in a new tab)' });
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

test('no call to action without a page, and unsafe link schemes are never linked', () => {
  const { unmount } = renderRoute(<TrayUnderTest tray={tray()} />);
  expect(screen.queryByRole('link')).toBeNull();
  unmount();
  renderRoute(<TrayUnderTest tray={tray({ Page: { Name: 'x', URL: 'javascript:alert(1)', Link: 'Click' } })} />);
  expect(screen.queryByRole('link')).toBeNull();
});

test('placeholders are filled with the franchise values when a franchise is given, and left alone otherwise', () => {
  const copy = tray({ Heading: field('Handyman in {City}'), Copy: field('<p>Call {Phone} today.</p>') });
  const { unmount } = renderRoute(<TrayUnderTest tray={copy} />);
  expect(screen.getByRole('heading', { name: 'Handyman in {City}' })).toBeInTheDocument();
  unmount();
  renderRoute(
    <PlaceholderProvider values={{ City: 'Plano', Phone: '(972) 555-0100' }}>
      <TrayUnderTest tray={copy} />
    </PlaceholderProvider>,
  );
  expect(screen.getByRole('heading', { name: 'Handyman in Plano' })).toBeInTheDocument();
  expect(screen.getByText('Call (972) 555-0100 today.')).toBeInTheDocument();
});
