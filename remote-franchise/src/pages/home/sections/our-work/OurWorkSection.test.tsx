import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { OurWork, PageLink } from '@handyman/contracts';
import { field, renderRoute } from '@handyman/testing';
import { galleryImage } from '../../../../testing/office-fixtures';
import { ourWorkView } from './gallery';
import { OurWorkSection as Section } from './OurWorkSection';

const OurWorkSection = ({ ourWork, galleryPage }: { ourWork: OurWork; galleryPage: PageLink | undefined }) => (
  <Section ourWork={ourWorkView(ourWork, galleryPage, (text) => text)} />
);

const work = (count: number): OurWork => ({
  Heading: field('Our Work'),
  Sectionheading: field('Recent projects'),
  GalleryImage: Array.from({ length: count }, (_, index) => galleryImage(index + 1)),
});
const GALLERY = { Name: 'our-work', URL: 'offices/summerlin/our-work', Link: 'See Full Gallery' };

const region = () => within(screen.getByRole('region', { name: 'Our Work' }));

test('three photos or fewer sit in a plain grid, with the full gallery one link away', () => {
  renderRoute(<OurWorkSection ourWork={work(3)} galleryPage={GALLERY} />);
  expect(region().getByTestId('our-work-grid')).toBeInTheDocument();
  expect(region().queryByRole('button')).not.toBeInTheDocument();
  expect(region().getAllByRole('img')).toHaveLength(3);
  expect(region().getByText('Recent projects')).toBeInTheDocument();
  expect(region().getByRole('link', { name: 'See Full Gallery' })).toHaveAttribute('href', '/offices/summerlin/our-work');
});

test('more than three photos make a carousel with named previous and next buttons, at most 15 photos', async () => {
  renderRoute(<OurWorkSection ourWork={work(20)} galleryPage={GALLERY} />);
  const carousel = within(await region().findByRole('region', { name: 'Our Work: photos' }));
  expect(carousel.getByRole('button', { name: 'Next photo' })).toBeInTheDocument();
  expect(carousel.getByRole('button', { name: 'Previous photo' })).toBeInTheDocument();
  const photos = new Set(carousel.getAllByRole('img', { hidden: true }).map((img) => img.getAttribute('alt')));
  expect(photos.size).toBe(15);
  expect(region().getByRole('link', { name: 'See Full Gallery' })).toBeInTheDocument();
});

test('the server renders the photos as a plain row, without touching window', () => {
  const html = renderToString(
    <MemoryRouter>
      <OurWorkSection ourWork={work(6)} galleryPage={GALLERY} />
    </MemoryRouter>,
  );
  expect(html).toContain('data-testid="our-work-row"');
  expect(html.match(/<img/g)).toHaveLength(6);
  expect(html).not.toContain('slick');
});

test('the photos carry their alternate text, and a caption that repeats it is not read twice', () => {
  renderRoute(<OurWorkSection ourWork={work(2)} galleryPage={undefined} />);
  expect(region().getByRole('img', { name: 'Project 1' })).toHaveAttribute('width', '800');
  expect(region().getByText('Project 1', { selector: 'figcaption' })).toHaveAttribute('aria-hidden', 'true');
  expect(region().queryByRole('link')).not.toBeInTheDocument();
});

test('without photos the section is left out', () => {
  const { container } = renderRoute(<OurWorkSection ourWork={work(0)} galleryPage={GALLERY} />);
  expect(container.querySelector('#our-work')).toBeNull();
});
