import { fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { PromiseSlider as PromiseSliderContent } from '@handyman/contracts';
import { REDUCED_MOTION_QUERY } from '@handyman/platform/ui';
import { renderRoute, mockMatchMedia, restoreMatchMedia, field, image } from '@handyman/testing';
import { PlaceholderProvider } from './placeholders';
import { PROMISE_AUTOPLAY_MS, promiseCarouselSettings } from './PromiseSlider';
import { TrayUnderTest } from './testing/TrayUnderTest';

const tray: PromiseSliderContent = {
  TrayName: 'PromiseSlider',
  Heading: field('The Brightwood Promise'),
  Item: [
    {
      Heading: field('On time'),
      Copy: field('<p>Two-hour windows.</p>'),
      Image: image('Images/Icons/on-time.svg', 64, 64),
      ImageAlignment: field('Left'),
    },
    {
      Heading: field('Written estimates'),
      Copy: field('<p>No surprises.</p>'),
      Image: image('Images/Icons/estimate.svg', 64, 64),
      ImageAlignment: field('Right'),
    },
    { Heading: field('Clean homes'), Copy: field('<p>Drop cloths.</p>') },
  ],
};

const CAROUSEL = 'The Brightwood Promise: promises';

afterEach(() => restoreMatchMedia());

/** The server's HTML, put into a page as the browser would show it before any script runs. */
function serverPage(content: PromiseSliderContent = tray) {
  const html = renderToString(
    <MemoryRouter>
      <TrayUnderTest tray={content} />
    </MemoryRouter>,
  );
  const page = document.createElement('div');
  page.innerHTML = html;
  document.body.append(page);
  return { html, page };
}

describe('on the server and without scripts', () => {
  afterEach(() => document.body.replaceChildren());

  test('the heading and the first promise show, in a slide’s box, without any carousel markup', () => {
    const { html, page } = serverPage();
    expect(within(page).getByRole('heading', { level: 2, name: 'The Brightwood Promise' })).toBeInTheDocument();
    const first = within(page).getByRole('heading', { level: 3, name: 'On time' });
    expect(within(page).getByText('Two-hour windows.')).toBeInTheDocument();
    expect(first.closest('.offstage')).toBeNull();
    expect(html).not.toContain('slick');
    expect(within(page).queryByRole('button')).toBeNull();
    expect(within(page).queryByRole('region', { name: CAROUSEL })).toBeNull();
  });

  test('the other promises keep the box as tall as the tallest slide but stay out of sight', () => {
    const { page } = serverPage();
    const stack = within(page).getByTestId('promise-fallback');
    const slides = Array.from(stack.children);
    expect(slides).toHaveLength(3);
    expect(slides.map((slide) => slide.classList.contains('offstage'))).toEqual([false, true, true]);
    expect(slides.every((slide) => slide.classList.contains('slide'))).toBe(true);
    expect(within(slides[1] as HTMLElement).getByText('No surprises.')).toBeInTheDocument();
  });
});

describe('in the browser', () => {
  test('a carousel named after the heading, one promise at a time, with named arrows, dots and a pause button', async () => {
    renderRoute(<TrayUnderTest tray={tray} />);
    const section = within(screen.getByRole('region', { name: 'The Brightwood Promise' }));
    const carousel = within(await section.findByRole('region', { name: CAROUSEL }));
    expect(carousel.getByRole('button', { name: 'Next promise' })).toBeInTheDocument();
    expect(carousel.getByRole('button', { name: 'Previous promise' })).toBeInTheDocument();
    expect(carousel.getAllByRole('button', { name: /^Show promise \d$/ }).map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Show promise 1',
      'Show promise 2',
      'Show promise 3',
    ]);
    expect(carousel.getByRole('button', { name: /^Pause/ })).toHaveAttribute('aria-pressed', 'false');
    // The slides out of view (and slick's clones) are hidden from assistive technology.
    const shown = carousel.getAllByRole('group', { name: /of 3$/ });
    expect(shown.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3']);
    expect(within(shown[0]!).getByRole('heading', { level: 3, name: 'On time' })).toBeInTheDocument();
  });

  test('each promise’s image sits left, or right (copy left) where ImageAlignment says so', async () => {
    renderRoute(<TrayUnderTest tray={tray} />);
    const carousel = within(await screen.findByRole('region', { name: CAROUSEL }));
    const card = (heading: string) => carousel.getAllByRole('heading', { level: 3, name: heading, hidden: true })[0]!.closest('.card');
    expect(card('On time')).not.toHaveClass('imageRight');
    expect(card('Written estimates')).toHaveClass('imageRight');
    expect(card('Clean homes')).not.toHaveClass('imageRight');
  });

  test('the pause button stops autoplay and becomes a play button', async () => {
    renderRoute(<TrayUnderTest tray={tray} />);
    const carousel = within(await screen.findByRole('region', { name: CAROUSEL }));
    fireEvent.click(carousel.getByRole('button', { name: /^Pause/ }));
    expect(carousel.getByRole('button', { name: /^Play/ })).toHaveAttribute('aria-pressed', 'true');
  });

  test('visitors who prefer reduced motion get no autoplay, so no pause button', async () => {
    mockMatchMedia((query) => query === REDUCED_MOTION_QUERY);
    renderRoute(<TrayUnderTest tray={tray} />);
    const carousel = within(await screen.findByRole('region', { name: CAROUSEL }));
    expect(carousel.getByRole('button', { name: 'Next promise' })).toBeInTheDocument();
    expect(carousel.getByRole('button', { name: 'Show promise 2' })).toBeInTheDocument();
    expect(carousel.queryByRole('button', { name: /^(Pause|Play)/ })).toBeNull();
  });

  test('placeholders in the heading and the promises are filled in', async () => {
    const withPlaceholders: PromiseSliderContent = {
      ...tray,
      Heading: field('Our promise in {City}'),
      Item: [{ Heading: field('On time in {City}'), Copy: field('<p>Call {Phone}.</p>') }, tray.Item[1]!],
    };
    renderRoute(
      <PlaceholderProvider values={{ City: 'Tempe', Phone: '(480) 555-0100' }}>
        <TrayUnderTest tray={withPlaceholders} />
      </PlaceholderProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Our promise in Tempe' })).toBeInTheDocument();
    const carousel = within(await screen.findByRole('region', { name: 'Our promise in Tempe: promises' }));
    const first = within(carousel.getByRole('group', { name: '1 of 2' }));
    expect(first.getByRole('heading', { level: 3, name: 'On time in Tempe' })).toBeInTheDocument();
    expect(first.getByText('Call (480) 555-0100.')).toBeInTheDocument();
  });

  test('a single promise is shown as it is, without a carousel or controls', () => {
    renderRoute(<TrayUnderTest tray={{ ...tray, Item: [tray.Item[0]!] }} />);
    expect(screen.getByRole('heading', { level: 3, name: 'On time' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: CAROUSEL })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  test('no promises, no tray', () => {
    const { container } = renderRoute(<TrayUnderTest tray={{ ...tray, Item: [] }} />);
    expect(container).toBeEmptyDOMElement();
  });
});

test('settings: one promise at every width, autoplay every 6 s, wrapping round, dots, paused on hover and focus', () => {
  for (const width of [375, 800, 1280]) {
    expect(promiseCarouselSettings(width, false)).toMatchObject({
      slidesToShow: 1,
      autoplay: true,
      autoplaySpeed: PROMISE_AUTOPLAY_MS,
      infinite: true,
      dots: true,
      pauseOnHover: true,
      pauseOnFocus: true,
    });
  }
  expect(PROMISE_AUTOPLAY_MS).toBe(6000);
  expect(promiseCarouselSettings(1280, true)).toMatchObject({ autoplay: false, speed: 0 });
});
