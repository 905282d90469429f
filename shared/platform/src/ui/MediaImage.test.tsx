import { render, screen } from '@testing-library/react';
import { image } from '@handyman/testing';
import { MediaImage, MediaImageView } from './MediaImage';

test('an image field shows from the media host at its content size, lazily unless a priority', () => {
  render(<MediaImage image={image('Images/van.svg', 800, 600, 'A van')} />);
  const img = screen.getByRole('img', { name: 'A van' });
  expect(img).toHaveAttribute('src', 'http://media.test/media/Images/van.svg');
  expect(img).toHaveAttribute('width', '800');
  expect(img).toHaveAttribute('height', '600');
  expect(img).toHaveAttribute('loading', 'lazy');
});

test('given sizes and alternate text override the content’s; nothing without a path', () => {
  const { container } = render(
    <>
      <MediaImage image={image('Images/van.svg', 800, 600, 'A van')} alt="" width={40} height={30} priority />
      <MediaImage image={{ Value: '' }} />
      <MediaImage image={undefined} />
    </>,
  );
  const imgs = container.querySelectorAll('img');
  expect(imgs).toHaveLength(1);
  expect(imgs[0]).toHaveAttribute('alt', '');
  expect(imgs[0]).toHaveAttribute('width', '40');
  expect(imgs[0]).toHaveAttribute('loading', 'eager');
  expect(imgs[0]).toHaveAttribute('fetchpriority', 'high');
});

test('MediaImageView shows an image model; a full URL is kept as it is', () => {
  render(<MediaImageView image={{ path: 'https://cdn.example/van.png', alt: 'A van', width: 10, height: 5 }} />);
  expect(screen.getByRole('img', { name: 'A van' })).toHaveAttribute('src', 'https://cdn.example/van.png');
});
