import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GalleryImage } from '@handyman/contracts';
import { renderRoute } from '@handyman/testing';
import { WorkGallery } from './WorkGallery';
import { workPhotos } from './work-photos';

const photo = (id: string, categories: string): GalleryImage => ({
  Value: `Images/${id}.svg`,
  ID: id,
  AlternateText: `Photo of ${id}`,
  Description: `The ${id} project`,
  ImageCategories: categories,
  Width: '800',
  Height: '600',
});
const PHOTOS = workPhotos([
  photo('door', 'Doors & Windows|Exterior'),
  photo('kitchen', 'Kitchen|Carpentry'),
  photo('shelves', 'Carpentry'),
]);

const gallery = () => within(screen.getByTestId('work-gallery'));

test('Show All is chosen first; a category shows only its photos, and Show All brings them back', async () => {
  renderRoute(<WorkGallery images={PHOTOS} />);
  expect(screen.getByRole('button', { name: 'Show All' })).toHaveAttribute('aria-pressed', 'true');
  expect(gallery().getAllByRole('img')).toHaveLength(3);
  await userEvent.click(screen.getByRole('button', { name: 'Carpentry' }));
  expect(screen.getByRole('button', { name: 'Carpentry' })).toHaveAttribute('aria-pressed', 'true');
  expect(
    gallery()
      .getAllByRole('img')
      .map((img) => img.getAttribute('alt')),
  ).toEqual(['Photo of kitchen', 'Photo of shelves']);
  expect(screen.getByText('2 photos of Carpentry')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Show All' }));
  expect(gallery().getAllByRole('img')).toHaveLength(3);
});

test('Info opens the slideshow in a large modal at the chosen photo; arrow keys move it and Escape closes it', async () => {
  renderRoute(<WorkGallery images={PHOTOS} />);
  await userEvent.click(screen.getByRole('button', { name: 'Info: Photo of kitchen' }));
  const dialog = await screen.findByRole('dialog', { name: /Project photos/ });
  expect(dialog).toHaveTextContent('(2 of 3)');
  await within(dialog).findByRole('button', { name: 'Next photo' });
  await userEvent.keyboard('{ArrowRight}');
  await within(dialog).findByText('(3 of 3)', { exact: false });
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('arrow keys pressed faster than the slider moves each count, the last one wins, and the buttons wrap at the ends', async () => {
  renderRoute(<WorkGallery images={PHOTOS} />);
  await userEvent.click(screen.getByRole('button', { name: 'Info: Photo of kitchen' }));
  const dialog = await screen.findByRole('dialog', { name: /Project photos/ });
  await within(dialog).findByRole('button', { name: 'Next photo' });
  // Two presses before the slider has acted on the first (it moves a tick later), and its moves then
  // run back to back, as on a slow phone: the second must not be undone by the first.
  jest.useFakeTimers();
  try {
    act(() => void fireEvent.keyDown(document, { key: 'ArrowLeft' }));
    act(() => void fireEvent.keyDown(document, { key: 'ArrowLeft' }));
    expect(dialog).toHaveTextContent('(3 of 3)');
    act(() => jest.advanceTimersByTime(0));
    act(() => jest.advanceTimersByTime(1_000));
  } finally {
    jest.useRealTimers();
  }
  expect(dialog).toHaveTextContent('(3 of 3)');
  expect(dialog.querySelector('.slick-current img')).toHaveAttribute('alt', 'Photo of shelves');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
  await waitFor(() => expect(dialog.querySelector('.slick-current img')).toHaveAttribute('alt', 'Photo of door'));
  expect(dialog).toHaveTextContent('(1 of 3)');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Previous photo' }));
  await waitFor(() => expect(dialog.querySelector('.slick-current img')).toHaveAttribute('alt', 'Photo of shelves'));
  expect(dialog).toHaveTextContent('(3 of 3)');
});

test('a swipe on the slideshow moves the photo and its count, and the arrow keys go on from there', async () => {
  renderRoute(<WorkGallery images={PHOTOS} />);
  await userEvent.click(screen.getByRole('button', { name: 'Info: Photo of door' }));
  const dialog = await screen.findByRole('dialog', { name: /Project photos/ });
  await within(dialog).findByRole('button', { name: 'Next photo' });
  const slides = dialog.querySelector('.slick-list')!;
  // A drag to the left, as a finger or mouse moves the photos on.
  act(() => void fireEvent.mouseDown(slides, { clientX: 300, clientY: 100 }));
  act(() => void fireEvent.mouseMove(slides, { clientX: 200, clientY: 102 }));
  act(() => void fireEvent.mouseMove(slides, { clientX: 100, clientY: 104 }));
  act(() => void fireEvent.mouseUp(slides, { clientX: 100, clientY: 104 }));
  await waitFor(() => expect(dialog.querySelector('.slick-current img')).toHaveAttribute('alt', 'Photo of kitchen'));
  expect(dialog).toHaveTextContent('(2 of 3)');
  await userEvent.keyboard('{ArrowRight}');
  await waitFor(() => expect(dialog.querySelector('.slick-current img')).toHaveAttribute('alt', 'Photo of shelves'));
  expect(dialog).toHaveTextContent('(3 of 3)');
});
