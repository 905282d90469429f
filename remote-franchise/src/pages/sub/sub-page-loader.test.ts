import { NotFoundError, PageRedirect } from '@handyman/platform/base';
import { buildDetailPage, buildFranchiseDetailPage, field, image } from '@handyman/testing';
import { contentArgs } from '../../testing/loader-kit';
import { summerlin } from '../../testing/office-fixtures';
import { subPageLoader } from './sub-page-loader';
import type { OfficeContentView, SubPageView } from './sub-page-view';

const COPY = { TrayName: 'BodyCopyTray', Heading: field('Hi'), Copy: field('<p>Hello.</p>') } as const;
const OWN_QUOTE = { TrayName: 'Testimonial', Quote: field('A quote of its own.'), Attribution: field('Dee F.') } as const;
const HOW_TO_CLAIM = { TrayName: 'BodyCopyTray', Heading: field('How to claim'), Copy: field('<p>Mention the offer.</p>') } as const;
const OFFICE = { '/offices/summerlin': { FranchiseHomePage: summerlin() } };

function load(name: string, page: unknown, loads: Record<string, unknown> = {}) {
  const url = `/offices/summerlin/${name}`;
  return subPageLoader(contentArgs(url, { franchise: 'summerlin' }, { ...OFFICE, ...(page ? { [url]: page } : {}) }, loads));
}

const detail = (name: string, overrides: Parameters<typeof buildFranchiseDetailPage>[0] = {}) => ({
  FranchiseDetailPage: buildFranchiseDetailPage({ Name: name, URL: `offices/summerlin/${name}`, ...overrides }),
});

function officePage(data: OfficeContentView): SubPageView {
  if (data.layout !== 'office') throw new Error(`an ${data.layout} page`);
  return data.page;
}

test('a sub-page: its own title and description (placeholders left to the shell), its banner, trail and filled copy', async () => {
  const loaded = await load(
    'our-team',
    detail('our-team', {
      Title: 'Meet {FranchiseName}',
      Description: 'Our team in {City}.',
      BannerHeading: field('The {City} Team'),
      Copy: field('<p>Call {Phone}.</p>'),
      Trays: [{ TrayName: 'BodyCopyTray', Heading: field('Hi'), Copy: field('x') }],
    }),
  );
  expect(loaded.status).toBeUndefined();
  expect(loaded.head).toEqual({ title: 'Meet {FranchiseName}', description: 'Our team in {City}.' });
  const page = officePage(loaded.data);
  expect(page).toMatchObject({ path: 'offices/summerlin', officeName: 'Brightwood Handyman of Summerlin', kind: 'other' });
  expect(page.copy).toBe('<p>Call (702) 555-0142.</p>');
  expect(page.banner.Heading).toEqual({ Value: 'The {City} Team' });
  expect(page.banner.BackgroundImage).toMatchObject({ Value: 'Images/Offices/summerlin/banner.svg' });
  expect(page.trays.map((tray) => tray.TrayName)).toEqual(['BodyCopyTray']);
  expect(page).toMatchObject({ ourWork: null, offers: null, reviews: [] });
  expect(JSON.parse(JSON.stringify(loaded.data))).toEqual(loaded.data);
});

test('the our-work page brings the office’s before / after and gallery, and drops the gallery tray the page carries', async () => {
  const page = officePage((await load('our-work', detail('our-work', { Trays: [{ TrayName: 'ImageGallery', Image: [] }, COPY] }))).data);
  expect(page.ourWork?.images.map((photo) => photo.key)).toEqual(expect.arrayContaining(['work-1']));
  expect(page.trays).toEqual([COPY]);
});

test('the our-work page has a before / after only when both pictures have a file', async () => {
  const url = '/offices/summerlin/our-work';
  const withPictures = async (after: string) => {
    const home = summerlin();
    home.FranchiseCorporateControl.FranchiseOwnersControl!.OurWork!.BeforeImage = image('Images/work/before.svg');
    home.FranchiseCorporateControl.FranchiseOwnersControl!.OurWork!.AfterImage = image(after);
    const pages = { '/offices/summerlin': { FranchiseHomePage: home }, [url]: detail('our-work') };
    return officePage((await subPageLoader(contentArgs(url, { franchise: 'summerlin' }, pages))).data).ourWork?.beforeAfter;
  };
  expect(await withPictures('Images/work/after.svg')).toMatchObject({
    before: { Value: 'Images/work/before.svg' },
    after: { Value: 'Images/work/after.svg' },
  });
  expect(await withPictures('')).toBeNull();
});

test('the reviews page has every review of the office, and drops the testimonials that repeat one', async () => {
  const page = officePage(
    (
      await load(
        'reviews',
        detail('reviews', {
          Trays: [
            { TrayName: 'Testimonial', Quote: field('Luis replaced two doors.   You cannot tell.'), Attribution: field('Carla V.') },
            OWN_QUOTE,
          ],
        }),
      )
    ).data,
  );
  expect(page.reviews.map((review) => review.reviewerName)).toEqual(['Carla V.', 'Jim P.', 'Melissa R.', 'Aaron K.']);
  expect(page.trays).toEqual([OWN_QUOTE]);
});

test('the offers page has the office’s offers filled in, and drops the copy trays that repeat one', async () => {
  const page = officePage(
    (
      await load(
        'offers',
        detail('offers', {
          Trays: [{ TrayName: 'BodyCopyTray', Heading: field('$75 Off in {City}'), Copy: field('<p>Take $75 off.</p>') }, HOW_TO_CLAIM],
        }),
      )
    ).data,
  );
  expect(page.offers?.items.map((offer) => offer.name)).toEqual(['$75 Off in Las Vegas', 'Exterior Check: $149']);
  expect(page.offers?.office).toEqual({ name: 'Brightwood Handyman of Summerlin', phoneDisplay: '(702) 555-0142' });
  expect(page.trays).toEqual([HOW_TO_CLAIM]);
});

test('a page of another schema is a plain article with the office’s values filled', async () => {
  const { data, head } = await load('news', {
    DetailPage: buildDetailPage({ Title: 'News from {FranchiseName}', Heading: field('News in {City}'), Copy: field('<p>{Phone}</p>') }),
  });
  expect(head).toMatchObject({ title: 'News from {FranchiseName}' });
  expect(data).toMatchObject({ layout: 'article', article: { heading: 'News in Las Vegas', copy: '<p>(702) 555-0142</p>' } });
});

test('no page at the address, or no office, is not found', async () => {
  await expect(load('nothing', null)).rejects.toBeInstanceOf(NotFoundError);
  await expect(
    subPageLoader(contentArgs('/offices/nowhere/our-team', { franchise: 'nowhere' }, { '/offices/nowhere/our-team': detail('our-team') })),
  ).rejects.toBeInstanceOf(NotFoundError);
});

describe('services/<id> with no page of the office’s own', () => {
  const PAINTING = { '/services/painting': { ServicePage: { Name: 'Painting' } } };
  const at = (url: string, pages: Record<string, unknown>) =>
    subPageLoader(contentArgs(url, { franchise: url.split('/')[2]!, pageId: url.split('/')[4]! }, { ...OFFICE, ...pages }));

  test('of a brand service: that service’s page (301), the query kept', async () => {
    const redirect = await at('/offices/summerlin/services/painting?utm_source=mail', PAINTING).catch((error: unknown) => error);
    expect(redirect).toBeInstanceOf(PageRedirect);
    expect((redirect as PageRedirect).location).toBe('/services/painting?utm_source=mail');
  });

  test('the office’s own page of that id wins', async () => {
    const own = await at('/offices/summerlin/services/painting', {
      ...PAINTING,
      '/offices/summerlin/services/painting': detail('services/painting'),
    });
    expect(own.data.layout).toBe('office');
  });

  test('an id that is neither, or an office that does not exist, is not found', async () => {
    await expect(at('/offices/summerlin/services/nothing', PAINTING)).rejects.toBeInstanceOf(NotFoundError);
    await expect(at('/offices/nowhere/services/painting', PAINTING)).rejects.toBeInstanceOf(NotFoundError);
    await expect(at('/offices/summerlin/promotions/painting', PAINTING)).rejects.toBeInstanceOf(NotFoundError);
  });
});
