import { screen } from '@testing-library/react';
import type { HeroWithOverlay as HeroContent } from '@handyman/contracts';
import { renderRoute, field, image, sitePage } from '@handyman/testing';
import { HeroWithOverlay } from './HeroWithOverlay';

const hero = (overrides: Partial<HeroContent> = {}): HeroContent => ({
  TrayName: 'HeroWithOverlay',
  BackgroundImage: image('Images/Banners/hero.svg', 1600, 500, 'A van'),
  Heading: field('Why Choose Brightwood'),
  Subheading: field('The handyman you would recommend'),
  Page: sitePage('offices', 'Find Your Local Office'),
  ...overrides,
});

test('heading, subheading and a link on the background image', () => {
  const { container } = renderRoute(<HeroWithOverlay tray={hero()} headingLevel={1} priority />);
  expect(screen.getByRole('heading', { level: 1, name: 'Why Choose Brightwood' })).toBeInTheDocument();
  expect(screen.getByText('The handyman you would recommend')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Find Your Local Office' })).toHaveAttribute('href', '/offices');
  const img = container.querySelector('img');
  expect(img).toHaveAttribute('loading', 'eager');
  expect(img).toHaveAttribute('width', '1600');
});

test.each([
  ['Dark', 'dark'],
  ['Light', 'light'],
  [undefined, 'dark'],
])('text box %s is %s', (color, tone) => {
  renderRoute(<HeroWithOverlay tray={hero({ TextBoxBackgroundColor: color ? field(color as 'Dark') : undefined })} />);
  expect(screen.getByRole('region', { name: 'Why Choose Brightwood' })).toHaveClass(tone);
});

test.each([
  ['Left', 'alignLeft'],
  ['Right', 'alignRight'],
  [undefined, 'alignNone'],
])('text box alignment %s', (alignment, className) => {
  renderRoute(<HeroWithOverlay tray={hero({ TextBoxAlignment: alignment ? field(alignment as 'Left') : undefined })} />);
  expect(screen.getByRole('heading').closest('.inner')).toHaveClass(className);
});
