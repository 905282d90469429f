import { screen } from '@testing-library/react';
import type { CareersBanner as CareersBannerContent } from '@handyman/contracts';
import { renderRoute, externalPage, field, image } from '@handyman/testing';
import { careersBannerMinHeight } from './careers-banner-height';
import { careersTextBoxTone } from './CareersBanner';
import { TrayUnderTest } from './testing/TrayUnderTest';

const tray = (overrides: Partial<CareersBannerContent> = {}): CareersBannerContent => ({
  TrayName: 'CareersBanner',
  BackgroundImage: image('Images/Banners/careers.svg', 1600, 500),
  Heading: field('Do the Work You Love.'),
  Subheading: field('Craftsman and apprentice careers'),
  Copy: field('<p>Scheduled days and the right tools.</p>'),
  Page: externalPage('https://jobs.example/apply', 'Apply Now'),
  ...overrides,
});

const banner = () => screen.getByRole('region', { name: /Do the Work You Love|Loading/ });

test('heading, subheading, copy and a button that opens the job board in a new tab', () => {
  renderRoute(<TrayUnderTest tray={tray()} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Do the Work You Love.' })).toBeInTheDocument();
  expect(screen.getByText('Craftsman and apprentice careers')).toBeInTheDocument();
  expect(screen.getByText('Scheduled days and the right tools.')).toBeInTheDocument();
  const link = screen.getByRole('link', { name: 'Apply Now (opens in a new tab)' });
  expect(link).toHaveAttribute('href', 'https://jobs.example/apply');
  expect(link).toHaveAttribute('target', '_blank');
});

test("the heading says 'Loading...' until there is text", () => {
  renderRoute(<TrayUnderTest tray={tray({ Heading: field('') })} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Loading...' })).toBeInTheDocument();
});

test.each([
  ['Dark', 'dark'],
  ['Light', 'dark'],
  ['Blue', 'light'],
  [undefined, 'light'],
])('text box background %s gives a %s box', (value, tone) => {
  expect(careersTextBoxTone(value)).toBe(tone);
  renderRoute(<TrayUnderTest tray={tray({ TextBoxBackgroundColor: value ? field(value) : undefined })} />);
  expect(banner()).toHaveClass(tone);
});

test.each([
  ['Left', 'alignLeft'],
  ['Right', 'alignRight'],
  ['None', 'alignNone'],
])('alignment %s', (alignment, className) => {
  renderRoute(<TrayUnderTest tray={tray({ TextBoxAlignment: field(alignment as 'Left') })} />);
  expect(screen.getByRole('heading', { level: 2 }).closest('.inner')).toHaveClass(className);
});

test.each([
  // image height -> below 768 px, from 768 px
  [500, 300, 400],
  [401, 300, 400],
  [400, 400, 400],
  [350, 350, 350],
  [120, 120, 120],
])('an image %i px tall gives min heights %i (mobile) and %i (from 768 px)', (height, mobile, desktop) => {
  expect(careersBannerMinHeight(height)).toEqual({ mobile, desktop });
  renderRoute(<TrayUnderTest tray={tray({ BackgroundImage: image('Images/b.svg', 1600, height) })} />);
  expect(banner().style.getPropertyValue('--banner-min-height-mobile')).toBe(`${mobile}px`);
  expect(banner().style.getPropertyValue('--banner-min-height')).toBe(`${desktop}px`);
});

test('an image of unknown height gets the caps', () => {
  expect(careersBannerMinHeight(undefined)).toEqual({ mobile: 300, desktop: 400 });
});
