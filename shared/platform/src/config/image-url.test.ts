import { TEST_CONFIG } from '@handyman/testing';
import { imageDensitySrcSet, imageSrcSet, imageUrl, imageWidthFor, isResizable } from './image-url';
import { setRuntimeConfig } from './runtime';

beforeEach(() => setRuntimeConfig(TEST_CONFIG));

const at = (width: number) => `http://media.test/media/Images/house.jpg?width=${width}`;

test('a photo on the media host is asked of the image service at a width', () => {
  expect(imageUrl('Images/house.jpg', { width: 640 })).toBe(at(640));
  expect(imageUrl('/Images/house.jpg', { width: 480, height: 480, crop: 'auto' })).toBe(
    'http://media.test/media/Images/house.jpg?width=480&height=480&crop=auto',
  );
});

test.each([
  ['Images/logo.svg', false],
  ['https://cdn.example/a.jpg', false],
  ['//cdn.example/a.jpg', false],
  ['data:image/png;base64,AAAA', false],
  ['', false],
  ['Images/a.JPG', true],
  ['Images/a.jpeg', true],
  ['Images/a.png', true],
  ['Images/a.webp', true],
])('%s is resized: %s', (path, resizable) => {
  expect(isResizable(path)).toBe(resizable);
});

test('drawings and pictures elsewhere are used as they are', () => {
  expect(imageUrl('Images/logo.svg', { width: 320 })).toBe('http://media.test/media/Images/logo.svg');
  expect(imageUrl('https://cdn.example/a.jpg', { width: 320 })).toBe('https://cdn.example/a.jpg');
});

test('a width is rounded up to one the service makes, the largest past them all', () => {
  expect(imageWidthFor(1)).toBe(160);
  expect(imageWidthFor(375)).toBe(480);
  expect(imageWidthFor(665)).toBe(720);
  expect(imageWidthFor(750)).toBe(800);
  expect(imageWidthFor(5000)).toBe(2560);
});

test('the srcset lists every width up to the photo’s own, the last one answered at its own width', () => {
  expect(imageSrcSet('Images/house.jpg', 1000)).toBe(
    [
      `${at(160)} 160w`,
      `${at(320)} 320w`,
      `${at(480)} 480w`,
      `${at(640)} 640w`,
      `${at(720)} 720w`,
      `${at(800)} 800w`,
      `${at(960)} 960w`,
      `${at(1280)} 1000w`,
    ].join(', '),
  );
  expect(imageSrcSet('Images/house.jpg', 320)).toBe(`${at(160)} 160w, ${at(320)} 320w`);
  expect(imageSrcSet('Images/house.jpg', undefined).split(', ')).toHaveLength(11);
});

test('a picture shown at a fixed width gets it for 1x screens and twice it for 2x', () => {
  expect(imageDensitySrcSet('Images/house.jpg', 250)).toBe(`${at(320)} 1x, ${at(640)} 2x`);
});
