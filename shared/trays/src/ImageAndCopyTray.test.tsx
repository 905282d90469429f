import { screen } from '@testing-library/react';
import type { ImageAndCopyTray as ImageAndCopyContent } from '@handyman/contracts';
import { renderRoute, field, image, sitePage } from '@handyman/testing';
import { TrayUnderTest } from './testing/TrayUnderTest';

const tray = (overrides: Partial<ImageAndCopyContent> = {}): ImageAndCopyContent => ({
  TrayName: 'ImageAndCopyTray',
  Heading: field('Our culture'),
  Copy: field('<p>We respect the trade.</p>'),
  Image: image('Images/Careers/culture.svg', 800, 600, 'The workshop'),
  ...overrides,
});

const section = () => screen.getByRole('heading', { name: 'Our culture' }).closest('section')!;
const grid = () => screen.getByRole('img', { name: 'The workshop' }).closest('.grid')!;

test.each([
  ['Gray', 'gray'],
  ['White', 'white'],
  ['Gray_Gradient', 'grayGradient'],
])('background %s', (background, className) => {
  renderRoute(<TrayUnderTest tray={tray({ Background: field(background as 'Gray') })} />);
  expect(section()).toHaveClass(className);
});

test('shadow is a content option', () => {
  const { unmount } = renderRoute(<TrayUnderTest tray={tray({ AddShadow: field('Yes') })} />);
  expect(section()).toHaveClass('shadow');
  unmount();
  renderRoute(<TrayUnderTest tray={tray({ AddShadow: field('No') })} />);
  expect(section()).not.toHaveClass('shadow');
});

test.each([
  ['50-50', 'split5050'],
  ['30-70', 'split3070'],
])('grid %s', (value, className) => {
  renderRoute(<TrayUnderTest tray={tray({ Grid: field(value as '50-50') })} />);
  expect(grid()).toHaveClass(className);
});

test('the image sits left unless ImageAlignment is Right', () => {
  const { unmount } = renderRoute(<TrayUnderTest tray={tray({ ImageAlignment: field('Left') })} />);
  expect(grid()).not.toHaveClass('imageRight');
  unmount();
  renderRoute(<TrayUnderTest tray={tray({ ImageAlignment: field('Right') })} />);
  expect(grid()).toHaveClass('imageRight');
});

test('the image is sized from content so nothing shifts, and loads lazily', () => {
  renderRoute(<TrayUnderTest tray={tray()} />);
  const img = screen.getByRole('img', { name: 'The workshop' });
  expect(img).toHaveAttribute('width', '800');
  expect(img).toHaveAttribute('height', '600');
  expect(img).toHaveAttribute('loading', 'lazy');
});

test('an optional button', () => {
  const { unmount } = renderRoute(<TrayUnderTest tray={tray()} />);
  expect(screen.queryByRole('link')).toBeNull();
  unmount();
  renderRoute(<TrayUnderTest tray={tray({ Page: sitePage('careers', 'See open jobs') })} />);
  expect(screen.getByRole('link', { name: 'See open jobs' })).toHaveClass('button-primary');
});
