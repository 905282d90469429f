import { isNotFoundError } from '@handyman/platform/base';
import { buildTabContent, field } from '@handyman/testing';
import { serviceDetail } from '../../testing/catalog-fixtures';
import { loaderArgs } from '../../testing/loader-kit';
import { serviceLoader } from './service-loader';

const DW = 'services/doors-and-windows';

test('a service from its content at the address, with its title and description for the head', async () => {
  const args = loaderArgs('/services/carpentry', { 'services/carpentry': serviceDetail('services/carpentry') });
  const { data, head, status } = await serviceLoader(args);
  expect(args.asked).toEqual(['services/carpentry']);
  expect(head).toEqual({ title: 'Carpentry Services', description: 'Carpentry by our craftsmen.' });
  expect(status).toBeUndefined();
  expect(data).toMatchObject({
    name: 'Carpentry',
    heading: 'Carpentry',
    hero: null,
    introHtml: '<p>Carpentry done right.</p>',
    estimateTabs: null,
  });
  expect(data.banner?.Heading).toEqual({ Value: 'Carpentry' });
  expect(data.introImage).toMatchObject({ Value: 'Images/Services/carpentry.svg' });
  expect(data.accordion).toEqual([
    { id: 'trim-and-molding', heading: 'Trim & Molding', copyHtml: '<p>Crown, base and casing.</p>' },
    { id: 'built-ins-and-shelving', heading: 'Built-Ins & Shelving', copyHtml: '<p>Bookcases and benches.</p>' },
  ]);
  expect(data.linkSets).toEqual([
    { title: 'Related Services', links: [{ href: '/services/painting', text: 'Painting' }] },
    { title: 'Popular Packages', links: [{ href: '/packages/curb-appeal', text: 'Curb Appeal' }] },
  ]);
  expect(JSON.parse(JSON.stringify(data))).toEqual(data);
});

test('without a title or description of its own the head takes the service name and its abstract', async () => {
  const content = serviceDetail('services/carpentry', { Title: '', Description: '', Abstract: 'Trim and built-ins.' });
  const { head } = await serviceLoader(loaderArgs('/services/carpentry', { 'services/carpentry': content }));
  expect(head).toEqual({ title: 'Carpentry', description: 'Trim and built-ins.' });
});

test('a hero with overlay heads the page in place of the banner, with the page heading when it has none', async () => {
  const hero = { BackgroundImage: field('Images/hero.svg'), Heading: field('') };
  const content = serviceDetail('services/carpentry', { HeroWithOverlay: hero } as object);
  const { data } = await serviceLoader(loaderArgs('/services/carpentry', { 'services/carpentry': content }));
  expect(data.hero).toEqual({ BackgroundImage: { Value: 'Images/hero.svg' }, Heading: { Value: '' } });
  expect(data.banner).toBeNull();
  expect(data.heading).toBe('Carpentry');
});

test('sub-services and the doors and windows pages read their own content; only Doors & Windows has fixed sections', async () => {
  const args = loaderArgs('/services/doors-and-windows/doors', { [`${DW}/doors`]: serviceDetail(`${DW}/doors`, { ServiceName: 'Doors' }) });
  const { data } = await serviceLoader(args);
  expect(args.asked).toEqual([`${DW}/doors`]);
  expect(data.fixedSections).toEqual([]);
});

test('Doors & Windows takes its fixed sections from their own pages; one missing or failing is left out', async () => {
  const pages = {
    [DW]: serviceDetail(DW, { ServiceName: 'Doors & Windows' }),
    [`${DW}/doors`]: serviceDetail(`${DW}/doors`, { ServiceName: 'Doors', IntroCopy: field(''), Abstract: 'Every kind of door.' }),
  };
  const { data } = await serviceLoader(loaderArgs(`/${DW}`, pages));
  expect(data.fixedSections).toEqual([
    {
      part: 'doors',
      name: 'Doors',
      image: expect.objectContaining({ Value: 'Images/Services/carpentry.svg' }),
      copyHtml: 'Every kind of door.',
      href: `/${DW}/doors`,
    },
  ]);
  const failing = await serviceLoader(loaderArgs(`/${DW}`, { ...pages, [`${DW}/windows`]: new Error('down') }));
  expect(failing.data.fixedSections.map((section) => section.part)).toEqual(['doors']);
});

describe('the schedule-and-estimate tab area', () => {
  const asking = (overrides = {}) => serviceDetail('services/carpentry', { ScheduleandEstimateTabTray: field('Yes'), ...overrides });

  test('shows the service’s own texts', async () => {
    const own = buildTabContent({ EstimateTabText: field('Get a Carpentry Estimate') });
    const args = loaderArgs('/services/carpentry', { 'services/carpentry': asking({ TabContent: own }) });
    expect((await serviceLoader(args)).data.estimateTabs).toEqual(own);
    expect(args.asked).toEqual(['services/carpentry']);
  });

  test('takes the home page’s texts when the service has none', async () => {
    const home = buildTabContent({ EstimateTabText: field('Home Estimate') });
    const args = loaderArgs('/services/carpentry', {
      'services/carpentry': asking(),
      home: { HomePage: { Name: 'Home', URL: '', TabContent: home } },
    });
    expect((await serviceLoader(args)).data.estimateTabs).toEqual(home);
  });

  test('is left out without texts anywhere, and is not asked for unless the service says Yes', async () => {
    expect((await serviceLoader(loaderArgs('/services/carpentry', { 'services/carpentry': asking() }))).data.estimateTabs).toBeNull();
    const args = loaderArgs('/services/carpentry', {
      'services/carpentry': serviceDetail('services/carpentry', { ScheduleandEstimateTabTray: field('No') }),
    });
    expect((await serviceLoader(args)).data.estimateTabs).toBeNull();
    expect(args.asked).toEqual(['services/carpentry']);
  });
});

test.each([
  ['no content', {}],
  ['a page of another kind', { 'services/nope': { DetailPage: { Name: 'x', Title: 'x', URL: 'services/nope', SURL: 'services/nope' } } }],
])('%s is not found', async (_, pages) => {
  const error = await serviceLoader(loaderArgs('/services/nope', pages)).catch((thrown: unknown) => thrown);
  expect(isNotFoundError(error)).toBe(true);
});

test('a failed content call is thrown as it is (the shell’s 503 screen)', async () => {
  const failure = new Error('content down');
  await expect(serviceLoader(loaderArgs('/services/carpentry', { 'services/carpentry': failure }))).rejects.toBe(failure);
});
