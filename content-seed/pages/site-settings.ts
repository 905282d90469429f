// Global site settings (content key x31): brand, navigation, footer, alerts, SEO and favicons.
import type { NavItem, PageLink, SiteSettings, SiteSettingsResource } from '@handyman/contracts';
import { f, img, link, type LinkSchema } from '../lib/seed-helpers';
import { iconPath } from '../content/media-paths';
import { BRAND, SMS_TERMS } from './brand-facts';
import { footer } from './site-footer';
import { siteTags } from './site-tags';

const anchor = (url: string, name: string, text: string, schema: LinkSchema): PageLink => link(url, name, text, schema);

function navigation(): NavItem[] {
  return [
    {
      ...link('why-choose-us', 'why-choose-us', 'Why Choose Us'),
      Page: [
        link('why-choose-us/our-story', 'our-story', 'Our Story'),
        link('why-choose-us/your-team', 'your-team', 'Your Team'),
        link('why-choose-us/community-matters', 'community-matters', 'Community Matters'),
      ],
    },
    {
      ...link('services', 'services', 'Services', 'ServicesIndex'),
      Page: [
        anchor('services#search-by-room', 'search-by-room', 'Search by Room', 'ServicesIndex'),
        anchor('services#search-by-area', 'search-by-area', 'Search by Area', 'ServicesIndex'),
        anchor('services#search-by-service', 'search-by-service', 'Search by Service', 'ServicesIndex'),
      ],
    },
    {
      ...link('packages', 'packages', 'Packages', 'PackagesIndex'),
      Page: [
        anchor('packages#all', 'all', 'All Packages', 'PackagesIndex'),
        anchor('packages#Interior', 'Interior', 'Interior Packages', 'PackagesIndex'),
        anchor('packages#Exterior', 'Exterior', 'Exterior Packages', 'PackagesIndex'),
      ],
    },
    link('offices', 'offices', 'Find A Handyman', 'OfficesIndex'),
    {
      ...link('resources', 'resources', 'Resources'),
      Page: [
        link('resources/sell-your-home-checklist', 'sell-your-home-checklist', 'Sell Your Home Checklist'),
        link('resources/contractor-checklist', 'contractor-checklist', 'Contractor Checklist'),
        link('resources/home-tips-and-tricks', 'home-tips-and-tricks', 'Home Tips & Tricks'),
        link('resources/service-promise', 'service-promise', 'Our Service Promise'),
        link('resources/faqs', 'faqs', 'FAQs'),
        link('resources/partners', 'partners', 'Partners'),
        link('resources/site-map', 'site-map', 'Site Map'),
      ],
    },
    link('careers', 'careers', 'Careers'),
    link('blog', 'blog', 'Blog', 'BlogIndex'),
    link('why-choose-us/goals', 'goals', 'Our Goals'),
  ];
}

function seo(): SiteSettings['SEO'] {
  return {
    MetaTag: [
      { commentlabel: 'Site author', name: 'author', content: BRAND.fullName },
      { commentlabel: 'Browser theme colour', name: 'theme-color', content: '#d02030' },
      {
        commentlabel: 'Search console verification (placeholder token)',
        name: 'google-site-verification',
        content: 'brightwood-seed-verification-token',
      },
      { commentlabel: 'Legacy IE rendering', httpequiv: 'X-UA-Compatible', content: 'IE=edge' },
      { commentlabel: 'Apple web app title', name: 'apple-mobile-web-app-title', content: BRAND.name },
    ],
    Script: [
      {
        CommentLabel: 'Analytics data layer',
        purpose: 'analytics',
        type: 'text/javascript',
        innerContent:
          "window.dataLayer = window.dataLayer || [];\nwindow.dataLayer.push({ brand: 'Brightwood Handyman', siteSection: 'corporate', contentSource: 'seed' });",
        async: 'false',
      },
      ...siteTags(),
    ],
    // One short line: it heads every page without script, above the header.
    NoScript: f(`<p>Scripts off? Call us at ${BRAND.phoneDisplay}.</p>`),
  };
}

export function siteSettings(): SiteSettingsResource {
  return {
    SiteSettings: {
      Name: 'Global Site Settings',
      Header: {
        MenuTab: [{ ComponentName: 'MainNavigation', Page: navigation() }],
        Page: [link('', 'Home', 'Home', 'HomePage'), link('#GetEstimateLink', 'GetEstimateLink', 'Get a Free Estimate', 'HomePage')],
        HeaderLogo: img('Images/Brand/brightwood-logo.svg', 'Brightwood Handyman Services'),
        GetEstimateIcon: img(iconPath('estimate'), 'Get an estimate'),
        BookOnlineIcon: img(iconPath('book-online'), 'Book online'),
        FormfillTermsText: f(SMS_TERMS),
      },
      Footer: footer(),
      Alerts: {
        DisplayAlert: f('False'),
        AlertText: f('Storm season is here: book a storm prep check with your local office before the rush.'),
        Page: link('blog/2023/10/17/hurricane-prep-checklist', 'hurricane-prep-checklist', 'Read our storm prep checklist', 'BlogPost'),
      },
      TelephoneIcon: img(iconPath('phone-16'), 'Phone'),
      TelephoneNumberDisplay: f(BRAND.phoneDisplay),
      MainTelephoneNumber: f(BRAND.phoneTel),
      GlobalSettings: {
        BrandName: f(BRAND.name),
        FavIcon16x16: img('Images/Favicons/favicon-16x16.png', BRAND.name),
        FavIcon32x32: img('Images/Favicons/favicon-32x32.png', BRAND.name),
        FavIconAppleTouch: img('Images/Favicons/apple-touch-icon.png', BRAND.name),
        ThemeColor: f('#d02030'),
        BrowserTitleSuffix: f(' | Brightwood Handyman'),
        GeneralPageBackground: f('#f7f4ef'),
        CanonicalBaseURL: f(BRAND.canonical),
      },
      SEO: seo(),
    },
  };
}
