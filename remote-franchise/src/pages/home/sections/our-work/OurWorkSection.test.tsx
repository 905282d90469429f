import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OurWork } from '@handyman/shared';
import { renderRoute } from '@handyman/shared/testing';
import { galleryImage } from '../../home-fixture';
import { OurWorkSection } from './OurWorkSection';

const work = (count: number): OurWork => ({
  Heading: { Value: 'Our Work' },
  Sectionheading: { Value: 'Recent projects' },
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

test('more than three photos make a swipeable row with previous and next, at most 15 photos', async () => {
  renderRoute(<OurWorkSection ourWork={work(20)} galleryPage={GALLERY} />);
  const carousel = within(region().getByRole('region', { name: 'Our Work: photos' }));
  expect(carousel.getAllByRole('img')).toHaveLength(15);
  const row = carousel.getByTestId('our-work-row');
  Object.defineProperties(row, { clientWidth: { value: 300 }, scrollWidth: { value: 1500 } });
  row.scrollBy = jest.fn();
  fireEvent.scroll(row);
  const [previous, next] = [carousel.getByRole('button', { name: 'Previous photos' }), carousel.getByRole('button', { name: 'Next photos' })];
  expect(previous).toHaveAttribute('aria-disabled', 'true');
  await userEvent.click(previous);
  expect(row.scrollBy).not.toHaveBeenCalled();
  await userEvent.click(next);
  expect(row.scrollBy).toHaveBeenCalledWith({ left: 300, behavior: 'smooth' });

  row.scrollLeft = 1200;
  fireEvent.scroll(row);
  expect(next).toHaveAttribute('aria-disabled', 'true');
  expect(previous).toHaveAttribute('aria-disabled', 'false');
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
