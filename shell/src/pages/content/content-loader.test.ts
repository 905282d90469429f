import { NotFoundError } from '@handyman/platform';
import { loaderArgs } from '../../testing/loader-args-kit';
import { contentLoader } from './content-loader';

const story = {
  Name: 'Our Story',
  Title: '',
  Description: 'How it began.',
  URL: 'why-choose-us/our-story',
  Heading: { Value: 'Our Story' },
  Banner: { Heading: { Value: ' our   STORY ' } },
  Copy: { Value: '' },
  AsideImage: { Value: '' },
};

test('a content page: its view, the heading as title when content gives none, its description', async () => {
  const loaded = await contentLoader(loaderArgs('/why-choose-us/our-story', { 'why-choose-us/our-story': { DetailPage: story } }));
  expect(loaded.head).toEqual({ title: 'Our Story', description: 'How it began.' });
  expect(loaded.status).toBeUndefined();
  expect(loaded.data).toMatchObject({ heading: 'Our Story', heroCarriesHeading: true, copy: null, aside: null, trays: [] });
  expect(loaded.data.hero.kind).toBe('banner');
  expect(JSON.parse(JSON.stringify(loaded.data))).toEqual(loaded.data);
});

test('any page content has at the address is shown: no list in code names it', async () => {
  const guide = { ...story, Name: 'Winter guide', URL: 'resources/winter-guide', Heading: { Value: 'Winter guide' } };
  const args = loaderArgs('/resources/winter-guide', { 'resources/winter-guide': { DetailPage: guide } });
  const loaded = await contentLoader(args);
  expect(args.asked).toEqual(['resources/winter-guide']);
  expect(loaded.data.heading).toBe('Winter guide');
});

test('the not-found page’s words are content, but no page of their own', async () => {
  const args = loaderArgs('/resources/404', { 'resources/404': { DetailPage: story } });
  await expect(contentLoader(args)).rejects.toBeInstanceOf(NotFoundError);
  expect(args.asked).toEqual([]);
});

test('missing content, or content of another kind, is not found', async () => {
  await expect(contentLoader(loaderArgs('/careers', {}))).rejects.toBeInstanceOf(NotFoundError);
  await expect(contentLoader(loaderArgs('/careers', { careers: { HomePage: story } }))).rejects.toThrow('No content page at "/careers"');
});
