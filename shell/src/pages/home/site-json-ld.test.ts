import type { SiteSettings } from '@handyman/contracts';
import { internationalPhone, organizationJsonLd, websiteJsonLd } from './site-json-ld';

const settings = {
  GlobalSettings: { BrandName: { Value: 'Brightwood Handyman' } },
  MainTelephoneNumber: { Value: '18663496946' },
  Footer: {
    Social: {
      Page: [
        { Name: 'facebook', Link: 'Facebook', URL: 'https://www.facebook.com/b', CustomURL: 'https://www.facebook.com/b' },
        { Name: 'broken', Link: 'Broken', URL: 'javascript:alert(1)' },
      ],
    },
  },
} as unknown as SiteSettings;

test('the Organization: name, url, logo, a customer-service phone and the social pages as sameAs', () => {
  expect(organizationJsonLd(settings, 'https://www.example.com', 'https://media.example.com/logo.svg')).toEqual({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': 'https://www.example.com/#organization',
    name: 'Brightwood Handyman',
    url: 'https://www.example.com/',
    logo: 'https://media.example.com/logo.svg',
    contactPoint: { '@type': 'ContactPoint', telephone: '+1-866-349-6946', contactType: 'customer service', areaServed: 'US' },
    sameAs: ['https://www.facebook.com/b'],
  });
});

test('the WebSite names the Organization as its publisher', () => {
  expect(websiteJsonLd(settings, 'https://www.example.com')).toMatchObject({
    '@type': 'WebSite',
    url: 'https://www.example.com/',
    publisher: { '@id': 'https://www.example.com/#organization' },
  });
});

test('phone numbers in international form', () => {
  expect(internationalPhone('7025550142')).toBe('+1-702-555-0142');
  expect(internationalPhone('(866) 349-6946')).toBe('+1-866-349-6946');
  expect(internationalPhone('')).toBeUndefined();
});
