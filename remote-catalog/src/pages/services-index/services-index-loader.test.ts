import { isNotFoundError } from '@handyman/platform/base';
import { field } from '@handyman/testing';
import { loaderArgs } from '../../testing/loader-kit';
import { servicesIndex } from '../../testing/services-fixtures';
import { servicesIndexLoader } from './services-index-loader';

const load = (content: unknown = servicesIndex()) => servicesIndexLoader(loaderArgs('/services', { services: content }));

test('the index from its content at "services", with its own title and description for the head', async () => {
  const args = loaderArgs('/services', { services: servicesIndex() });
  const { data, head, status } = await servicesIndexLoader(args);
  expect(args.asked).toEqual(['services']);
  expect(head).toEqual({ title: 'Handyman Services', description: 'Every service we offer.' });
  expect(status).toBeUndefined();
  expect(data.heading).toBe('Handyman Services for Every Room');
  expect(data.banner).toEqual({
    Heading: { Value: 'Handyman Services for Every Room' },
    BackgroundImage: expect.objectContaining({ Value: 'Images/Banners/services.svg' }),
  });
  expect(data.popular).toEqual([{ href: '/services/doors-and-windows', caption: 'Doors', image: { Value: 'Images/doors.svg' } }]);
  expect(data.tabs.map((tab) => [tab.id, tab.name, tab.groups.map((group) => group.name)])).toEqual([
    ['search-by-room', 'By Room', ['Kitchen', 'Bathroom']],
    ['search-by-area', 'By Area', ['Exterior']],
    ['search-by-service', 'By Service', ['Repair']],
  ]);
  expect(data.tabs[1]!.groups[0]!.links).toEqual([
    { href: '/services/gutters', text: 'Gutters' },
    { href: '/services/decks', text: 'Decks' },
  ]);
  expect(data).toMatchObject({
    tabbed: true,
    newLayout: false,
    introHtml: '<p>Every job, done right.</p>',
    footnotesHtml: '<p>Services vary by location.</p>',
  });
});

test('the view model is plain data: it survives the trip to the browser unchanged', async () => {
  const { data } = await load();
  expect(JSON.parse(JSON.stringify(data))).toEqual(data);
});

test('a title falls back to the banner heading, then the name; flags and missing parts read as their defaults', async () => {
  const { data, head } = await load(
    servicesIndex({
      Title: '',
      Description: '',
      BannerHeading: field(''),
      AddTabs: field('false'),
      NewLayout: field('true'),
      Footnotes: undefined,
    }),
  );
  expect(head).toEqual({ title: 'Services' });
  expect(data).toMatchObject({ heading: 'Services', tabbed: false, newLayout: true, footnotesHtml: '' });
});

test('popular services without a page, and local pages without an address, are left out', async () => {
  const { data } = await load(
    servicesIndex({
      MostPopularServices: [
        { Image: field('Images/x.svg'), Caption: field('Nowhere') },
        { Image: field('Images/y.svg'), Page: { Name: 'decks', URL: 'services/decks', Link: 'Decks' } },
      ],
      LocalPage: [
        { Name: 'none', URL: '' },
        { Name: 'offices', URL: 'offices', Link: 'Find your local office' },
      ],
    }),
  );
  expect(data.popular.map((service) => service.caption)).toEqual(['Decks']);
  expect(data.localPages.map((page) => page.Name)).toEqual(['offices']);
});

test('no office finder words of its own: the default ones', async () => {
  const { data } = await load(servicesIndex({ FindAnOffice: undefined }));
  expect(data.finder.Heading).toEqual({ Value: 'Find Your Local Office' });
});

test.each([
  ['no content', undefined],
  ['a page of another kind', { DetailPage: { Name: 'x', Title: 'x', URL: 'services', SURL: 'services' } }],
])('%s is not found', async (_, content) => {
  const error = await servicesIndexLoader(loaderArgs('/services', content ? { services: content } : {})).catch((thrown: unknown) => thrown);
  expect(isNotFoundError(error)).toBe(true);
});

test('a failed content call is thrown as it is (the shell’s 503 screen)', async () => {
  const failure = new Error('content down');
  await expect(servicesIndexLoader(loaderArgs('/services', { services: failure }))).rejects.toBe(failure);
});
