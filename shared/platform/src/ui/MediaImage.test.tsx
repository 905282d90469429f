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

const photo = (width: number) => `http://media.test/media/Images/crew.jpg?width=${width}`;

test('a photo with the sizes of its layout gets every width up to its own, a fallback src and those sizes', () => {
  render(<MediaImage image={image('Images/crew.jpg', 2100, 1050, 'The crew')} sizes="(min-width: 520px) 472px, 100vw" />);
  const img = screen.getByRole('img', { name: 'The crew' });
  expect(img).toHaveAttribute('src', photo(960));
  expect(img).toHaveAttribute('sizes', '(min-width: 520px) 472px, 100vw');
  expect(img.getAttribute('srcset')?.split(', ')).toEqual([
    `${photo(160)} 160w`,
    `${photo(320)} 320w`,
    `${photo(480)} 480w`,
    `${photo(640)} 640w`,
    `${photo(720)} 720w`,
    `${photo(800)} 800w`,
    `${photo(960)} 960w`,
    `${photo(1280)} 1280w`,
    `${photo(1600)} 1600w`,
    `${photo(1920)} 1920w`,
    `${photo(2560)} 2100w`,
  ]);
  // The content's size keeps the shape, so nothing moves when it loads.
  expect(img).toHaveAttribute('width', '2100');
  expect(img).toHaveAttribute('height', '1050');
  expect(img).toHaveAttribute('loading', 'lazy');
});

test('a photo shown at a fixed width gets that width and twice it', () => {
  render(<MediaImage image={image('Images/crew.jpg', 2100, 1260, 'Kitchen')} width={250} height={150} />);
  const img = screen.getByRole('img', { name: 'Kitchen' });
  expect(img).toHaveAttribute('src', photo(320));
  expect(img).toHaveAttribute('srcset', `${photo(320)} 1x, ${photo(640)} 2x`);
  expect(img).not.toHaveAttribute('sizes');
});

test('a drawing gets no srcset, whatever its layout says', () => {
  render(<MediaImage image={image('Images/van.svg', 800, 600, 'A van')} sizes="100vw" />);
  const img = screen.getByRole('img', { name: 'A van' });
  expect(img).not.toHaveAttribute('srcset');
  expect(img).not.toHaveAttribute('sizes');
});

test('the page’s first picture is eager and first in line', () => {
  render(<MediaImage image={image('Images/crew.jpg', 2400, 750, 'Banner')} sizes="100vw" priority />);
  const img = screen.getByRole('img', { name: 'Banner' });
  expect(img).toHaveAttribute('loading', 'eager');
  expect(img).toHaveAttribute('fetchpriority', 'high');
  expect(img.getAttribute('srcset')).toContain(`${photo(800)} 800w`);
});
