import { SCROLL_SETTLE_MS, scrollToElement } from './scroll-to-element';

// A page whose element sits `elementTop` px from the top of the document, scrolled by scrollTo.
let scrollY = 0;
let elementTop = 0;
let frames: FrameRequestCallback[] = [];
const element = document.createElement('section');

beforeEach(() => {
  scrollY = 0;
  elementTop = 1000;
  frames = [];
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  jest.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
    scrollY = y;
  }) as unknown as typeof window.scrollTo);
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => (frames = []));
  element.getBoundingClientRect = () => ({ top: elementTop - scrollY }) as DOMRect;
  window.matchMedia = ((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia;
});

afterEach(() => jest.restoreAllMocks());

/** Runs the frames the scroll asks for, at `now` ms. */
function frameAt(now: number): void {
  const due = frames;
  frames = [];
  for (const callback of due) callback(now);
}

test('the element ends `offset` px below the top after the 500 ms animation, passing through the middle', () => {
  scrollToElement(element, 100);
  frameAt(0);
  frameAt(250);
  expect(scrollY).toBe(450);
  frameAt(500);
  expect(scrollY).toBe(900);
});

test('content above that grows during the animation or just after it does not leave the element off its mark', () => {
  scrollToElement(element, 100);
  frameAt(0);
  frameAt(250);
  elementTop = 1300; // a carousel above took over, taller than its list
  frameAt(500);
  expect(scrollY).toBe(1200);
  elementTop = 1250; // a picture above arrived, smaller than its box
  frameAt(500 + SCROLL_SETTLE_MS / 2);
  expect(scrollY).toBe(1150);
  frameAt(500 + SCROLL_SETTLE_MS + 1);
  expect(frames).toHaveLength(0);
});

test('an offset given as a function is read on every frame (a sticky bar that changes height)', () => {
  let bar = 120;
  scrollToElement(element, () => bar);
  frameAt(0);
  bar = 80;
  frameAt(600);
  expect(scrollY).toBe(920);
});

test('the visitor’s own wheel, touch or key stops it', () => {
  scrollToElement(element, 100);
  frameAt(0);
  window.dispatchEvent(new Event('wheel'));
  expect(frames).toHaveLength(0);
  expect(scrollY).toBe(0);
});

test('a window scrolled by someone else meanwhile (the scroll bar) is left where they put it', () => {
  scrollToElement(element, 100);
  frameAt(0);
  frameAt(500);
  expect(scrollY).toBe(900);
  scrollY = 300;
  elementTop = 1200;
  frameAt(600);
  expect(scrollY).toBe(300);
  expect(frames).toHaveLength(0);
});

test('with reduced motion it jumps at once, and still lands again while the page settles', () => {
  window.matchMedia = ((query: string) => ({ matches: query.includes('reduce'), media: query })) as unknown as typeof window.matchMedia;
  scrollToElement(element, 100);
  expect(scrollY).toBe(900);
  elementTop = 1100;
  frameAt(0);
  expect(scrollY).toBe(1000);
});
