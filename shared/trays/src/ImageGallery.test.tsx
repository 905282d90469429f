import { screen } from '@testing-library/react';
import type { ImageGallery as GalleryContent } from '@handyman/contracts';
import { renderRoute, field, image, sitePage } from '@handyman/testing';
import { TrayUnderTest } from './testing/TrayUnderTest';

const tray = (overrides: Partial<GalleryContent> = {}): GalleryContent => ({
  TrayName: 'ImageGallery',
  Heading: field('Our crews in the community'),
  Copy: field('<p>Forty hours a year, every office.</p>'),
  Image: [
    { Image: image('Images/a.svg', 500, 300, 'A build'), Caption: field('Volunteer build') },
    {
      Image: image('Images/b.svg', 500, 300, 'A ramp'),
      Caption: field('Ramp build'),
      Page: sitePage('why-choose-us/community-matters', 'Ramp build'),
    },
  ],
  ...overrides,
});

const images = () => screen.getByRole('img', { name: 'A build' }).closest('ul')!;

test('four per row makes a collage', () => {
  renderRoute(<TrayUnderTest tray={tray({ ImagesPerRow: field('4') })} />);
  expect(images()).toHaveClass('collage');
  expect(images()).not.toHaveClass('gallery');
});

test.each([['3'], [undefined]])('%s per row makes a gallery with the heading before and the copy after the images', (perRow) => {
  renderRoute(<TrayUnderTest tray={tray({ ImagesPerRow: perRow ? field(perRow as '3') : undefined })} />);
  expect(images()).toHaveClass('gallery');
  const heading = screen.getByRole('heading', { name: 'Our crews in the community' });
  const copy = screen.getByText('Forty hours a year, every office.');
  expect(heading.compareDocumentPosition(images()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(images().compareDocumentPosition(copy) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test('captions show only when ShowCaptions is Yes', () => {
  const { unmount } = renderRoute(<TrayUnderTest tray={tray({ ShowCaptions: field('Yes') })} />);
  expect(screen.getByText('Volunteer build').tagName).toBe('FIGCAPTION');
  unmount();
  renderRoute(<TrayUnderTest tray={tray({ ShowCaptions: field('No') })} />);
  expect(screen.queryByText('Volunteer build')).toBeNull();
});

test('full width is a content flag', () => {
  const { unmount } = renderRoute(<TrayUnderTest tray={tray({ FullWidth: field('Yes') })} />);
  expect(images().parentElement).toHaveClass('fullWidth');
  unmount();
  renderRoute(<TrayUnderTest tray={tray({ FullWidth: field('No') })} />);
  expect(images().parentElement).not.toHaveClass('fullWidth');
});

test('an image with a page links to it; images are sized and lazy', () => {
  renderRoute(<TrayUnderTest tray={tray({ ShowCaptions: field('Yes') })} />);
  expect(screen.getByRole('link', { name: 'A ramp Ramp build' })).toHaveAttribute('href', '/why-choose-us/community-matters');
  const img = screen.getByRole('img', { name: 'A build' });
  expect(img).toHaveAttribute('width', '500');
  expect(img).toHaveAttribute('loading', 'lazy');
});
