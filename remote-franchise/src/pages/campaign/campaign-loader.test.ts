import { NotFoundError } from '@handyman/platform/base';
import { buildFranchiseDetailPage, field } from '@handyman/testing';
import { contentArgs } from '../../testing/loader-kit';
import { summerlin } from '../../testing/office-fixtures';
import { campaignLoader } from './campaign-loader';

const URL_PATH = '/offices/summerlin/campaign/summer-ready';
const SITE_LOGO = { Value: 'Images/Brand/site-logo.svg', Width: '200', Height: '50' };
const SETTINGS = {
  'site-settings:x31': { GlobalSettings: { CanonicalBaseURL: field('https://www.example.com') }, Header: { HeaderLogo: SITE_LOGO } },
};

const campaign = {
  FranchiseDetailPage: buildFranchiseDetailPage({
    Name: 'Get Your Home Summer-Ready',
    Title: 'Summer-Ready in {City}',
    Description: 'Book with {FranchiseName} at {Phone}.',
    URL: 'offices/summerlin/campaign/summer-ready',
    Copy: field('<p>Call {Phone}.</p>'),
  }),
};

function load(home = summerlin(), pages: Record<string, unknown> = { [URL_PATH]: campaign }, loads: Record<string, unknown> = SETTINGS) {
  return campaignLoader(
    contentArgs(URL_PATH, { franchise: 'summerlin' }, { '/offices/summerlin': { FranchiseHomePage: home }, ...pages }, loads),
  );
}

test('a campaign: its own title and description, the office’s business data, its copy, form office and footer', async () => {
  const home = summerlin();
  home.FranchiseCorporateControl.FranchiseFooter = { TextBelowAddress: field('Serving {City} since 2012.') };
  const { data, head, status } = await load(home);
  expect(status).toBeUndefined();
  expect(head).toMatchObject({ title: 'Summer-Ready in {City}', description: 'Book with {FranchiseName} at {Phone}.' });
  expect(head?.jsonLd).toEqual([
    expect.objectContaining({ '@type': 'HomeAndConstructionBusiness', '@id': 'https://www.example.com/offices/summerlin#business' }),
  ]);
  expect(head?.jsonLd?.[0]).not.toHaveProperty('makesOffer');
  expect(data.homePath).toBe('offices/summerlin');
  expect(data.banner.Heading).toEqual({ Value: 'Get Your Home Summer-Ready' });
  expect(data.copy).toBe('<p>Call (702) 555-0142.</p>');
  expect(data.franchise).toEqual({ homePath: 'offices/summerlin', phone: '702-555-0142' });
  expect(data.footer).toMatchObject({
    name: 'Brightwood Handyman of Summerlin',
    licence: '#0079431',
    note: 'Serving Las Vegas since 2012.',
  });
  expect(data.footer.address.ZipCode).toEqual(field('89135'));
  expect(JSON.parse(JSON.stringify(data))).toEqual(data);
});

test('the header shows the office’s logo, else the site’s, else the office’s name', async () => {
  const home = summerlin();
  home.FranchiseCorporateControl.FranchiseHeader = { Logo: { Value: 'Images/Brand/office.svg', Width: '300' } };
  expect((await load(home)).data.header.logo).toEqual({
    image: expect.objectContaining({ Value: 'Images/Brand/office.svg' }),
    width: 300,
    height: 72,
  });
  home.FranchiseCorporateControl.FranchiseHeader = {};
  expect((await load(home)).data.header.logo).toEqual({ image: SITE_LOGO, width: 200, height: 50 });
  expect((await load(home, undefined, {})).data.header).toEqual({ name: 'Brightwood Handyman of Summerlin', logo: null });
});

test('a campaign that does not exist, or of an office that does not, is not found', async () => {
  await expect(load(summerlin(), {})).rejects.toBeInstanceOf(NotFoundError);
  await expect(campaignLoader(contentArgs(URL_PATH, { franchise: 'summerlin' }, { [URL_PATH]: campaign }))).rejects.toBeInstanceOf(
    NotFoundError,
  );
});
