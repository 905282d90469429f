import { NotFoundError, SITE_SETTINGS_KEY } from '@handyman/platform';
import { loaderArgs } from '../../testing/loader-args-kit';
import { homeLoader } from './home-loader';

const home = {
  Name: 'Home',
  Title: 'Handyman Services Near You',
  Description: 'Skilled local craftsmen.',
  Banner: { Heading: { Value: 'Done Right' }, Subheading: { Value: '' }, BackgroundImage: { Value: 'Images/home.svg' } },
  FindAnOffice: { Heading: { Value: 'Find Your Local Handyman' } },
  TabContent: { EstimateTabText: { Value: 'Get an Estimate' } },
};
const settings = {
  GlobalSettings: { BrandName: { Value: 'Brightwood Handyman' }, CanonicalBaseURL: { Value: 'https://www.example.com/' } },
  MainTelephoneNumber: { Value: '18663496946' },
};

test('the home page: its view, its title and description, the brand’s Organization and WebSite', async () => {
  const loaded = await homeLoader(loaderArgs('/', { '': { HomePage: home } }, { loads: { [SITE_SETTINGS_KEY]: settings } }));
  expect(loaded.head).toMatchObject({ title: 'Handyman Services Near You', description: 'Skilled local craftsmen.' });
  expect(loaded.head?.jsonLd).toMatchObject([
    { '@type': 'Organization', name: 'Brightwood Handyman', url: 'https://www.example.com/' },
    { '@type': 'WebSite', publisher: { '@id': 'https://www.example.com/#organization' } },
  ]);
  expect(loaded.data).toMatchObject({ heading: 'Done Right', subheading: null, trays: [] });
  expect(JSON.parse(JSON.stringify(loaded.data))).toEqual(loaded.data);
});

test('without the site settings the page still loads, without the brand’s data; without its content it is not found', async () => {
  expect((await homeLoader(loaderArgs('/', { '': { HomePage: home } }))).head?.jsonLd).toEqual([]);
  await expect(homeLoader(loaderArgs('/', { '': { DetailPage: home } }))).rejects.toBeInstanceOf(NotFoundError);
});
