import type { Tray } from '@handyman/contracts';
import { expectResponsiveImage, field, image, packageSummary, renderRoute, sitePage } from '@handyman/testing';
import { PackageCard } from './packages/PackageCard';
import { TrayUnderTest } from './testing/TrayUnderTest';

// Each tray's photo is sized for the width its layout gives it (the `sizes` it states), so a
// phone fetches a phone-sized file; the layouts' CSS is the source of these widths.
const photo = (alt: string) => image('Images/photo.jpg', 2100, 1400, alt);

test.each<[string, Tray, string]>([
  [
    'an image gallery: up to three a row, the page below 768 px',
    { TrayName: 'ImageGallery', Heading: field('Gallery'), Image: [{ Image: photo('Picture'), Caption: field('A build') }] },
    '(min-width: 768px) 400px, 100vw',
  ],
  [
    'an image beside copy: half the row',
    { TrayName: 'ImageAndCopyTray', Heading: field('Culture'), Copy: field('<p>Copy</p>'), Image: photo('Picture') },
    '(min-width: 1240px) 600px, (min-width: 768px) 50vw, 100vw',
  ],
  [
    'the why-choose-us splash: half the row',
    {
      TrayName: 'WhyChooseUsTray',
      IntroHeading: field('Why'),
      WhyChooseUsIntroCopy: field('<p>Because</p>'),
      SplashImage: photo('Picture'),
    },
    '(min-width: 1240px) 600px, (min-width: 768px) 50vw, 100vw',
  ],
  [
    'the careers community photo: half the row',
    { TrayName: 'CareersCommunity', Heading: field('Careers'), Page: sitePage('careers', 'Apply'), Image: photo('Picture') },
    '(min-width: 1240px) 600px, (min-width: 768px) 50vw, 100vw',
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

test('a package card: a third of the row from 1024 px, half from 600 px', () => {
  const pkg = { ...packageSummary('curb-appeal', 'Curb Appeal'), PackageImage: photo('Curb Appeal') };
  const { container } = renderRoute(<PackageCard pkg={pkg} />);
  expectResponsiveImage(container.querySelector('img'), '(min-width: 1024px) 400px, (min-width: 600px) 50vw, 100vw');
});

test('a careers culture background is a sized photo, not the stored file', () => {
  const { container } = renderRoute(
    <TrayUnderTest tray={{ TrayName: 'CareersCulture', Heading: field('Culture'), BackgroundImage: photo('') }} />,
  );
  expect((container.querySelector('section') as HTMLElement).style.backgroundImage).toBe(
    'url("http://media.test/media/Images/photo.jpg?width=1600")',
  );
});
