import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GalleryImage } from '@handyman/shared';
import { renderRoute } from '@handyman/shared/testing';
import { WorkGallery } from './WorkGallery';

const photo = (id: string, categories: string): GalleryImage => ({ Value: `Images/${id}.svg`, ID: id, AlternateText: `Photo of ${id}`, Description: `The ${id} project`, ImageCategories: categories, Width: '800', Height: '600' });
const PHOTOS = [photo('door', 'Doors & Windows|Exterior'), photo('kitchen', 'Kitchen|Carpentry'), photo('shelves', 'Carpentry')];

const gallery = () => within(screen.getByTestId('work-gallery'));

test('Show All is chosen first; a category shows only its photos, and Show All brings them back', async () => {
  renderRoute(<WorkGallery images={PHOTOS} />);
  expect(screen.getByRole('button', { name: 'Show All' })).toHaveAttribute('aria-pressed', 'true');
  expect(gallery().getAllByRole('img')).toHaveLength(3);
  await userEvent.click(screen.getByRole('button', { name: 'Carpentry' }));
  expect(screen.getByRole('button', { name: 'Carpentry' })).toHaveAttribute('aria-pressed', 'true');
  expect(gallery().getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Photo of kitchen', 'Photo of shelves']);
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
