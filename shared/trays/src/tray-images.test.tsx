import type { Tray } from '@handyman/contracts';
import { expectResponsiveImage, field, image, packageSummary, renderRoute, sitePage } from '@handyman/testing';
import { gallerySizes } from './ImageGallery';
import { PackageCard } from './packages/PackageCard';
import { TrayUnderTest } from './testing/TrayUnderTest';

// Each tray's photo is sized for the width its layout gives it (the `sizes` it states), so a
// phone fetches a phone-sized file. Here: what a phone is told (the container, within any padding);
// e2e/tests/ssr/image-sizes.spec.ts checks every width against the rendered layout.
const photo = (alt: string) => image('Images/photo.jpg', 2100, 1400, alt);

test.each<[string, Tray, string | RegExp]>([
  [
    "an image gallery: on a phone, the row within the tray's padding",
    { TrayName: 'ImageGallery', Heading: field('Gallery'), Image: [{ Image: photo('Picture'), Caption: field('A build') }] },
    /, calc\(100vw - 32px\)$/,
  ],
  [
    "an image beside copy: on a phone, the container's width",
    { TrayName: 'ImageAndCopyTray', Heading: field('Culture'), Copy: field('<p>Copy</p>'), Image: photo('Picture') },
    /, calc\(100vw - 32px\)$/,
  ],
  [
    "the why-choose-us splash: on a phone, the container's width",
    {
      TrayName: 'WhyChooseUsTray',
      IntroHeading: field('Why'),
      WhyChooseUsIntroCopy: field('<p>Because</p>'),
      SplashImage: photo('Picture'),
    },
    /, calc\(100vw - 32px\)$/,
  ],
  [
    "the careers community photo: on a phone, the container's width",
    { TrayName: 'CareersCommunity', Heading: field('Careers'), Page: sitePage('careers', 'Apply'), Image: photo('Picture') },
    /, calc\(100vw - 32px\)$/,
  ],
  [
    'a hero behind its text: the width of the screen',
    { TrayName: 'HeroWithOverlay', BackgroundImage: photo(''), Heading: field('Hero') },
    '100vw',
  ],
])('%s', (_name, tray, sizes) => {
  const { container } = renderRoute(<TrayUnderTest tray={tray} />);
  expectResponsiveImage(container.querySelector('img[src*="photo.jpg"]'), sizes);
});

test("a package card: on a phone, the container's width less its border", () => {
  const pkg = { ...packageSummary('curb-appeal', 'Curb Appeal'), PackageImage: photo('Curb Appeal') };
  const { container } = renderRoute(<PackageCard pkg={pkg} />);
  expectResponsiveImage(container.querySelector('img'), /, calc\(100vw - 34px\)$/);
});

test('a careers culture background is a sized photo, not the stored file', () => {
  const { container } = renderRoute(
    <TrayUnderTest tray={{ TrayName: 'CareersCulture', Heading: field('Culture'), BackgroundImage: photo('') }} />,
  );
  expect((container.querySelector('section') as HTMLElement).style.backgroundImage).toBe(
    'url("http://media.test/media/Images/photo.jpg?width=1600")',
  );
});

describe('a gallery tile’s sizes, from the gallery’s CSS', () => {
  test('a linked tile of a gallery in the container: one, two, three a row, less its padding and border', () => {
    expect(gallerySizes({ collage: false, fullWidth: false }, 0, true).split(', ')).toEqual([
      '(min-width: 1300px) calc((1192px - 48px) / 3 - 26px)',
      '(min-width: 1200px) calc((1152px - 48px) / 3 - 26px)',
      '(min-width: 768px) calc((100vw - 48px - 48px) / 3 - 26px)',
      '(min-width: 600px) calc((100vw - 32px - 16px) / 2 - 26px)',
      'calc(100vw - 32px - 26px)',
    ]);
  });
  test('a full-width gallery grows with the screen past the container’s 1200 px', () => {
    expect(gallerySizes({ collage: false, fullWidth: true }, 1, false)).toBe(
      '(min-width: 768px) calc((100vw - 48px - 48px) / 3), (min-width: 600px) calc((100vw - 32px - 16px) / 2), calc(100vw - 32px)',
    );
  });
  test('a collage: the first tile across the row on a phone and two of four columns from 768 px; the second a column', () => {
    expect(gallerySizes({ collage: true, fullWidth: false }, 0, false)).toBe(
      '(min-width: 1300px) calc((1192px - 36px) * 2 / 4 + 12px), (min-width: 1200px) calc((1152px - 36px) * 2 / 4 + 12px), (min-width: 768px) calc((100vw - 48px - 36px) * 2 / 4 + 12px), calc((100vw - 32px - 8px) * 2 / 2 + 8px)',
    );
    expect(gallerySizes({ collage: true, fullWidth: false }, 1, false)).toMatch(
      /\(min-width: 768px\) calc\(\(100vw - 48px - 36px\) \/ 4\), calc\(\(100vw - 32px - 8px\) \/ 2\)$/,
    );
  });
});
