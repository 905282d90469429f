import { screen } from '@testing-library/react';
import { renderRoute } from '@handyman/testing';
import { ServicesMap } from './ServicesMap';

const render = (url: string) => renderRoute(<ServicesMap url={url} officeName="Brightwood Handyman of Tempe" />);

test('a Google Maps embed shows in a sandboxed, lazy, titled frame that sends no full referrer', () => {
  const { container } = render('https://www.google.com/maps/embed?pb=tempe');
  const frame = container.querySelector('iframe')!;
  expect(frame).toHaveAttribute('src', 'https://www.google.com/maps/embed?pb=tempe');
  expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups');
  expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer-when-downgrade');
  expect(frame).toHaveAttribute('loading', 'lazy');
  expect(frame).toHaveAttribute('title', 'Map of the Brightwood Handyman of Tempe service area');
});

test('a map image path shows the 250 by 150 image', () => {
  render('Images/Offices/tempe/map.svg');
  const image = screen.getByRole('img', { name: 'Map of the Brightwood Handyman of Tempe service area' });
  expect(image).toHaveAttribute('width', '250');
  expect(image).toHaveAttribute('height', '150');
  expect(image.getAttribute('src')).toMatch(/\/Images\/Offices\/tempe\/map\.svg$/);
});

test.each([
  'javascript:alert(document.cookie)//embed',
  ' JAVASCRIPT:alert(1)//embed',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==#embed',
  'https://evil.example/maps/embed?pb=1',
  'http://www.google.com/maps/embed?pb=1',
  'vbscript:msgbox(1)',
])('a hostile value (%s) never reaches the page', (value) => {
  const { container } = render(value);
  expect(container.querySelector('iframe, img, object, embed')).toBeNull();
  expect(container.innerHTML).not.toMatch(/javascript|data:|evil|vbscript|http:/i);
});
