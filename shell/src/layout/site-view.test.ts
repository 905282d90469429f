import type { SiteSettings } from '@handyman/contracts';
import { siteView } from './site-view';

const settings = {
  GlobalSettings: { BrandName: { Value: 'Brightwood Handyman' } },
  Alerts: { DisplayAlert: { Value: 'True' }, AlertText: { Value: 'Storm season' } },
  Header: { HeaderLogo: { Value: 'Images/logo.svg', Width: '200' } },
  TelephoneIcon: { Value: '' },
  Footer: {
    FooterLogo: { Value: 'Images/footer.svg', AlternateText: 'Brightwood', Width: '180', Height: '40' },
    TextAbovePhoneNumber: { Value: 'Call us' },
    Copyright: { Value: '{Year} Brightwood' },
    CopyrightLinks: { Page: { Name: 'terms', URL: 'terms', Link: 'Terms' } },
    Social: { Page: { Name: 'facebook', URL: 'https://facebook.com/b' } },
    ParentBrandLink: { Name: 'hardware', URL: 'https://hardware.example' },
  },
} as unknown as SiteSettings;

test('the settings as plain fields: brand, logos with their alt text and box, alert, footer lines and links', () => {
  const view = siteView(settings);
  expect(view).toMatchObject({ loaded: true, brand: 'Brightwood Handyman', alert: { text: 'Storm season' } });
  expect(view.headerLogo).toMatchObject({ alt: 'Brightwood Handyman', width: 200, height: 72 });
  expect(view.footer).toMatchObject({
    logo: { alt: 'Brightwood', width: 180, height: 40 },
    textAbovePhone: 'Call us',
    telephoneIcon: null,
    copyright: '{Year} Brightwood',
    privacyChoices: null,
    disclaimer: null,
  });
  expect(view.footer.legalLinks.map((page) => page.Name)).toEqual(['terms']);
  expect(view.footer.social.map((page) => page.Name)).toEqual(['facebook']);
  expect(view.footer.brandLinks.map((page) => page.Name)).toEqual(['hardware']);
});

test('without settings: nothing loaded, no logos, no alert, the defaults left to the components', () => {
  expect(siteView(undefined)).toMatchObject({
    loaded: false,
    brand: '',
    headerLogo: null,
    alert: null,
    menu: [],
    footer: { logo: null, legalLinks: [], columns: [], copyright: null },
  });
});
