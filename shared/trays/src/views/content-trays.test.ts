import { field, image, sitePage } from '@handyman/testing';
import { asWritten } from './fields';
import { alignmentOf, bodyCopyView } from './body-copy';
import { imageAndCopyView } from './image-and-copy';
import { galleryView } from './gallery';
import { franchisePackagesView } from './franchise-packages';
import { promiseSliderView } from './promise-slider';
import { whyChooseUsView } from './why-choose-us';
import { philanthropyView } from './philanthropy';

const name = (text: string | null | undefined) => (text ?? '').replaceAll('{FranchiseName}', 'Brightwood of Tempe');

test.each([
  ['center', 'Center'],
  [' RIGHT ', 'Right'],
  ['Left', 'Left'],
  [undefined, 'Left'],
  ['diagonal', 'Left'],
])('body copy heading alignment %p is %s', (value, expected) => {
  expect(alignmentOf(value)).toBe(expected);
});

test('body copy: the heading only when written, the outline only for Yes, the subheading empty when absent', () => {
  const view = bodyCopyView({ TrayName: 'BodyCopyTray', Copy: field('<p>x</p>'), AddOutline: field('No'), Heading: field('') }, asWritten);
  expect(view).toMatchObject({ heading: undefined, outlined: false, subheading: '', alignment: 'Left' });
  expect(bodyCopyView({ TrayName: 'BodyCopyTray', Copy: field('x'), AddOutline: field('Yes') }, asWritten).outlined).toBe(true);
});

test('image and copy: an unknown background is White, a 30-70 grid and right-hand image are flags', () => {
  const base = { TrayName: 'ImageAndCopyTray' as const, Copy: field('x'), Image: image('Images/a.svg') };
  expect(imageAndCopyView({ ...base, Background: field('Purple' as 'Gray') }, asWritten)).toMatchObject({
    background: 'White',
    grid: '50-50',
  });
  expect(
    imageAndCopyView(
      { ...base, Background: field('Gray_Gradient'), Grid: field('30-70'), ImageAlignment: field('Right'), AddShadow: field('Yes') },
      asWritten,
    ),
  ).toMatchObject({ background: 'Gray_Gradient', grid: '30-70', imageRight: true, shadow: true });
});

test('a gallery item without an image path has no image; four per row is a collage', () => {
  const view = galleryView(
    {
      TrayName: 'ImageGallery',
      ImagesPerRow: field('4'),
      ShowCaptions: field('Yes'),
      Image: [{ Image: { Value: '' }, Caption: field('Deck') }],
    },
    asWritten,
  );
  expect(view).toMatchObject({
    collage: true,
    showCaptions: true,
    fullWidth: false,
    items: [{ image: undefined, caption: 'Deck', page: undefined }],
  });
});

test("an office's packages are headed with its name unless the content says otherwise", () => {
  expect(franchisePackagesView({ TrayName: 'FranchisePackages' }, name).heading).toBe('Packages Offered by Brightwood of Tempe');
  expect(franchisePackagesView({ TrayName: 'FranchisePackages', Heading: field('Our packages') }, name)).toEqual({
    kind: 'FranchisePackages',
    heading: 'Our packages',
    copy: undefined,
  });
});

test('promises are headed "Our promise" when the content has no heading; the icon side is a flag', () => {
  const view = promiseSliderView(
    { TrayName: 'PromiseSlider', Item: [{ Heading: field('On time'), Copy: field('x'), ImageAlignment: field('Right') }] },
    asWritten,
  );
  expect(view).toEqual({
    kind: 'PromiseSlider',
    heading: 'Our promise',
    promises: [{ heading: 'On time', copy: 'x', image: undefined, imageRight: true }],
  });
});

test('why choose us: Learn More says about what, from the link text or a fallback', () => {
  const base = { TrayName: 'WhyChooseUsTray' as const, IntroHeading: field('Why'), WhyChooseUsIntroCopy: field('x') };
  expect(whyChooseUsView({ ...base, Page: sitePage('why', 'our promise') }, asWritten).more).toEqual({
    page: sitePage('why', 'our promise'),
    about: 'our promise',
  });
  expect(whyChooseUsView({ ...base, Page: { Name: '', URL: 'why' } }, asWritten).more?.about).toBe('why to choose us');
  expect(whyChooseUsView(base, asWritten).more).toBeUndefined();
});

test("philanthropy copy's old-site links point at today's pages", () => {
  const view = philanthropyView({ TrayName: 'Philanthropy', Copy: field('<a href="/FindACraftsman.html">find</a>') }, asWritten);
  expect(view.copy).toBe('<a href="/offices">find</a>');
  expect(view.aside).toBeUndefined();
});
