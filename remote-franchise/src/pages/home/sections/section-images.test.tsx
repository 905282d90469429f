import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { expectResponsiveImage, image, renderRoute } from '@handyman/testing';
import { WORK_PHOTO_SIZES, WorkPhoto } from './our-work/WorkPhoto';
import { WorkCarousel } from './our-work/WorkCarousel';
import { WhoWeAreSection } from './who/WhoWeAreSection';

const photo = (alt: string) => image('Images/Offices/summerlin/who-we-are.jpg', 2100, 1054, alt);

test.each([
  [true, '(min-width: 520px) 472px, calc(100vw - 32px)'],
  [false, '(min-width: 600px) 558px, calc(100vw - 32px)'],
])('who we are (new layout: %s): the photo is sized for its column', (newLayout, sizes) => {
  const { container } = renderRoute(
    <WhoWeAreSection
      content={{ newLayout, image: photo('The crew'), imageSize: { width: 472, height: 237 }, copy: '<p>Us</p>', phone: '' }}
    />,
  );
  const img = container.querySelector('img');
  expectResponsiveImage(img, sizes);
  expect(img).toHaveAttribute('loading', 'lazy');
});

test('a work photo is a third, a half or the whole row wide', () => {
  const { container } = renderRoute(<WorkPhoto image={image('Images/Offices/summerlin/work/01-doors.jpg', 2000, 1500, 'Doors')} />);
  expectResponsiveImage(container.querySelector('img'), WORK_PHOTO_SIZES);
});

test('the built carousel fetches its first slides at once and leaves the rest until they come into view', async () => {
  const images = Array.from({ length: 10 }, (_, i) => ({ key: String(i), image: image(`Images/work/${i}.jpg`, 2000, 1500, `Work ${i}`) }));
  renderRoute(<WorkCarousel images={images} label="Our work: photos" />);
  const carousel = within(await screen.findByRole('region', { name: 'Our work: photos' }, { timeout: 10_000 }));
  // Slick adds copies of slides for its endless loop: judge each photo by its first copy.
  const byPhoto = new Map<string, string | null>();
  for (const img of carousel.getAllByRole('img', { hidden: true })) {
    const alt = img.getAttribute('alt') ?? '';
    if (!byPhoto.has(alt)) byPhoto.set(alt, img.getAttribute('loading'));
  }
  expect(byPhoto.get('Work 0')).toBe('eager');
  expect(byPhoto.get('Work 2')).toBe('eager');
  expect(byPhoto.get('Work 3')).toBe('lazy');
  expect(byPhoto.get('Work 9')).toBe('lazy');
}, 20_000);

test('without script the row of photos loads each as it comes into view', () => {
  const images = Array.from({ length: 6 }, (_, i) => ({ key: String(i), image: image(`Images/work/${i}.jpg`, 2000, 1500, `Work ${i}`) }));
  const html = renderToString(
    <MemoryRouter>
      <WorkCarousel images={images} label="Our work: photos" />
    </MemoryRouter>,
  );
  expect(html.match(/loading="lazy"/g)).toHaveLength(6);
});
