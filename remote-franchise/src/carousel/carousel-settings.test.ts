import { reviewCarouselSettings, reviewSlidesToShow, workCarouselSettings } from './carousel-settings';

test('reviews: three from 1024 px, two from 600 px, one below', () => {
  expect([375, 599, 600, 800, 1023, 1024, 1280].map(reviewSlidesToShow)).toEqual([1, 1, 2, 2, 2, 3, 3]);
});

test('reviews autoplay every 7 s with a 1.5 s transition, wrap round and pause on hover and focus', () => {
  expect(reviewCarouselSettings(1280, false)).toMatchObject({
    autoplay: true,
    autoplaySpeed: 7000,
    speed: 1500,
    infinite: true,
    pauseOnHover: true,
    pauseOnFocus: true,
  });
});

test('reviews fade where one shows and slide where several do', () => {
  expect(reviewCarouselSettings(375, false).fade).toBe(true);
  expect(reviewCarouselSettings(1280, false).fade).toBe(false);
});

test('no autoplay or animation for visitors who ask for reduced motion', () => {
  expect(reviewCarouselSettings(1280, true)).toMatchObject({ autoplay: false, speed: 0 });
  expect(workCarouselSettings(1280, true)).toMatchObject({ autoplay: false, speed: 0 });
});

test('our work: three photos on desktop, two on tablets, one on phones, never autoplaying', () => {
  expect([375, 800, 1280].map((width) => workCarouselSettings(width, false).slidesToShow)).toEqual([1, 2, 3]);
  expect(workCarouselSettings(1280, false).autoplay).toBe(false);
});

test('a press during a transition is taken, not dropped, at every width', () => {
  for (const width of [375, 800, 1280]) {
    expect(reviewCarouselSettings(width, false).waitForAnimate).toBe(false);
    expect(workCarouselSettings(width, false).waitForAnimate).toBe(false);
  }
});
