import { waitFor } from '@testing-library/react';
import { buildFranchiseHome, buildSiteSettings, envelope, jsonResponse, mockFetch, renderRoute } from '@handyman/testing';
import { useResourceStore } from '../store/resources';
import { PageMeta, titleWithSuffix } from './PageMeta';

const SETTINGS = { SiteSettings: buildSiteSettings() };
const SUMMERLIN = envelope([{ FranchiseHomePage: buildFranchiseHome() }], { path: 'offices/summerlin' });

function serve() {
  return mockFetch({
    'GET /api/x31': SETTINGS,
    'GET /api/page': (request: Request) =>
      new URL(request.url).searchParams.get('path') === 'offices/summerlin'
        ? jsonResponse(SUMMERLIN)
        : jsonResponse({ results: [], totalResults: 0 }, 404),
  });
}

/** Waits until the settings and franchise requests have answered (their state updates are done). */
const settled = () =>
  waitFor(() => expect(Object.values(useResourceStore.getState().entries).every((entry) => entry.status !== 'loading')).toBe(true));

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]');

beforeEach(() => {
  document.head.innerHTML = '<title>Handyman Services</title>';
});

test('the title gets the site suffix once', async () => {
  serve();
  renderRoute(<PageMeta title="Our Story" />, { url: '/why-choose-us/our-story' });
  await waitFor(() => expect(document.title).toBe('Our Story | Brightwood Handyman'));
  await settled();
  expect(titleWithSuffix('Our Story | Brightwood Handyman', ' | Brightwood Handyman')).toBe('Our Story | Brightwood Handyman');
});

test('the suffix is left off where the title would not fit in a search result (60 characters)', () => {
  const suffix = ' | Brightwood Handyman';
  const fits = 'a'.repeat(60 - suffix.length);
  expect(titleWithSuffix(fits, suffix)).toBe(`${fits}${suffix}`);
  expect(titleWithSuffix(`${fits}b`, suffix)).toBe(`${fits}b`);
  expect(titleWithSuffix('Handyman Services in North Scottsdale, AZ', suffix)).toBe('Handyman Services in North Scottsdale, AZ');
});

test('the description goes in the head, once', async () => {
  serve();
  renderRoute(<PageMeta description="Home repair you can trust." />);
  await settled();
  expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  expect(description()).toHaveAttribute('content', 'Home repair you can trust.');
});

test("a new page's title and description replace the last page's", async () => {
  serve();
  const { unmount } = renderRoute(<PageMeta title="Old" description="old text" />);
  await settled();
  unmount();
  renderRoute(<PageMeta title="New" description="new text" />);
  await waitFor(() => expect(document.title).toBe('New | Brightwood Handyman'));
  expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  expect(description()).toHaveAttribute('content', 'new text');
});

test('on a franchise address the office fills the placeholders', async () => {
  serve();
  renderRoute(<PageMeta title="Handyman in {City}, {StateAbbreviation}" description="{FranchiseName}: call {Phone}." />, {
    url: '/offices/summerlin/our-team',
  });
  await waitFor(() => expect(document.title).toBe('Handyman in Las Vegas, NV | Brightwood Handyman'));
  await settled();
  expect(description()).toHaveAttribute('content', 'Brightwood Handyman of Summerlin: call (702) 555-0142.');
});

test('without a franchise {Phone} is the national fallback number', async () => {
  serve();
  renderRoute(<PageMeta description="Call {Phone} today." />, { url: '/resources/faqs' });
  await settled();
  expect(description()).toHaveAttribute('content', 'Call 866-FIX-MY-HOME today.');
});

test('explicit values win over the address', async () => {
  serve();
  renderRoute(<PageMeta description="Serving {City}" placeholders={{ City: 'Boulder' }} />, { url: '/offices/summerlin' });
  await settled();
  expect(description()).toHaveAttribute('content', 'Serving Boulder');
});
