import { NotFoundError } from '@handyman/platform/base';
import { field } from '@handyman/testing';
import { contentArgs } from '../../testing/loader-kit';
import { summerlin } from '../../testing/office-fixtures';
import { homeLoader } from './home-loader';

/** Loader arguments for the Summerlin office home, its content calls answering from these pages and keyed loads. */
const args = (pages: Record<string, unknown>, loads: Record<string, unknown> = {}) =>
  contentArgs('/offices/Summerlin', { franchise: 'Summerlin' }, pages, loads);

const office = (home = summerlin()) => ({ '/offices/summerlin': { FranchiseHomePage: home } });

test('an office home: its view model, its own title and description (placeholders left to the shell), its business data', async () => {
  const loaded = await homeLoader(
    args(office(), { 'site-settings:x31': { GlobalSettings: { CanonicalBaseURL: field('https://www.example.com') } } }),
  );
  expect(loaded.status).toBeUndefined();
  expect(loaded.head).toMatchObject({
    title: 'Handyman Services in {City}, {StateAbbreviation}',
    description: 'Call {FranchiseName} at {Phone}.',
  });
  const [business] = loaded.head?.jsonLd ?? [];
  expect(business).toMatchObject({
    '@type': 'HomeAndConstructionBusiness',
    url: 'https://www.example.com/offices/summerlin',
    makesOffer: [{ '@type': 'Offer', name: 'Exterior Check: $149', price: 149, url: 'https://www.example.com/offices/summerlin#offers' }],
  });
  const { data } = loaded;
  expect(data.path).toBe('offices/summerlin');
  expect(data.banner.heading).toBe('Handyman Services in Las Vegas, NV');
  expect(data.info).toMatchObject({ name: 'Brightwood Handyman of Summerlin', place: 'Las Vegas, Nevada', licence: '#0079431' });
  expect(data.offers.items.map((offer) => offer.name)).toEqual(['$75 Off in Las Vegas', 'Exterior Check: $149']);
  expect(data.whoWeAre.copy).toBe('<p>Serving Las Vegas since 2012.</p>');
  expect(JSON.parse(JSON.stringify(data))).toEqual(data);
});

test('reviews, posts and articles that do not load leave their sections out; the office’s own reviews stand in', async () => {
  const { data } = await homeLoader(args(office()));
  expect(data.blog.posts).toEqual([]);
  expect(data.helpfulArticles).toEqual([]);
  expect(data.reviews.items).toHaveLength(3);
  expect(data.sections).toMatchObject({ blog: false, reviews: true, offers: true, 'our-work': true, 'why-choose-us': true });
});

test('the office blog’s first posts come through the content cache', async () => {
  const blog = [{ Name: 'Monsoon Prep', URL: 'offices/summerlin/blog/a', Link: 'Monsoon Prep' }];
  const { data } = await homeLoader(args(office(), { 'office-blog-tray:offices/summerlin/blog': blog }));
  expect(data.blog).toEqual({ posts: blog, path: 'offices/summerlin/blog' });
  expect(data.sections.blog).toBe(true);
});

test('an office that does not exist is not found', async () => {
  await expect(homeLoader(args({}))).rejects.toBeInstanceOf(NotFoundError);
});

test('a page at the office address that is not an office home is not found', async () => {
  await expect(homeLoader(args({ '/offices/summerlin': { ContentPage: { Name: 'x' } } }))).rejects.toThrow(
    'No office home at "offices/summerlin"',
  );
});
