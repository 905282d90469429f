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

test('a short or legacy address loads the content path its route names', async () => {
  const args = loaderArgs('/whychooseus/ourstory', { 'why-choose-us/our-story': { DetailPage: story } });
  const loaded = await contentLoader(args, { contentPath: 'why-choose-us/our-story' });
  expect(args.asked).toEqual(['why-choose-us/our-story']);
  expect(loaded.data.heading).toBe('Our Story');
});

test('missing content, or content of another kind, is not found', async () => {
  await expect(contentLoader(loaderArgs('/careers', {}))).rejects.toBeInstanceOf(NotFoundError);
  await expect(contentLoader(loaderArgs('/careers', { careers: { HomePage: story } }))).rejects.toThrow('No content page at "/careers"');
});
