// Global site settings (content key x31): brand, navigation, footer, alerts, SEO and favicons.
import type { NavItem, PageLink, SiteSettings, SiteSettingsResource } from '@handyman/contracts';
import { f, img, link, virtual, type LinkSchema } from '../lib/seed-helpers';
import { iconPath } from '../content/media-paths';

export const BRAND = {
  name: 'Brightwood Handyman',
  fullName: 'Brightwood Handyman Services',
  phoneDisplay: '866-FIX-MY-HOME',
  phoneTel: '18663496946',
  canonical: 'https://www.brightwoodhandyman.example',
  franchiseSite: 'https://franchise.brightwoodhandyman.example',
  parentSite: 'https://www.brightwoodhardware.example',
};

export const SMS_TERMS =
  'By clicking Get Your Estimate, you agree to receive updates and promotional text messages from Brightwood Handyman Services and your local office at the phone number you provided. Consent is not a condition of purchase. Message frequency varies. Message and data rates may apply. Reply STOP to opt out and HELP for help. See our <a href="/resources/privacy-policy/sms-policy">SMS Policy</a> and <a href="/resources/privacy-policy">Privacy Policy</a>.';

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

function footer(): SiteSettings['Footer'] {
  return {
    FooterLogo: img('Images/Brand/brightwood-logo-white.svg', 'Brightwood Handyman Services'),
    TextAbovePhoneNumber: f('Questions? Talk to a real person, seven days a week.'),
    DisclaimerNotes: f(
      "<p>Each Brightwood Handyman office is independently owned and operated. Services, hours, pricing and offers vary by location. Licence numbers are listed on each office's page. Brightwood Handyman Services does not perform work requiring a licensed electrician, plumber or HVAC contractor where state law requires one; those jobs are referred to licensed partners.</p>",
    ),
    FooterLinkColumns: [
      {
        Title: 'Services',
        Page: [
          link('services', 'services', 'All Services', 'ServicesIndex'),
          link('packages', 'packages', 'Packages', 'PackagesIndex'),
          link('services/painting', 'painting', 'Painting', 'ServiceDetail'),
          link('services/carpentry', 'carpentry', 'Carpentry', 'ServiceDetail'),
          link('services/bathroom-remodeling', 'bathroom-remodeling', 'Bathrooms', 'ServiceDetail'),
          link('services/home-safety', 'home-safety', 'Aging in Place', 'ServiceDetail'),
        ],
      },
      {
        Title: 'Company',
        Page: [
          link('why-choose-us', 'why-choose-us', 'Why Choose Us'),
          link('why-choose-us/our-story', 'our-story', 'Our Story'),
          link('why-choose-us/community-matters', 'community-matters', 'Community Matters'),
          link('careers', 'careers', 'Careers'),
          link('blog', 'blog', 'Blog', 'BlogIndex'),
        ],
      },
      {
        Title: 'Resources',
        Page: [
          link('resources/faqs', 'faqs', 'FAQs'),
          link('resources/home-tips-and-tricks', 'home-tips-and-tricks', 'Home Tips & Tricks'),
          link('resources/service-promise', 'service-promise', 'Service Promise'),
          link('resources/helpful-home-club-terms-and-conditions', 'helpful-home-club-terms-and-conditions', 'Helpful Home Club'),
          link('resources/site-map', 'site-map', 'Site Map'),
        ],
      },
      {
        Title: 'Own a Franchise',
        Page: [
          virtual('franchise-opportunities', `${BRAND.franchiseSite}/`, 'Franchise Opportunities'),
          virtual('franchise-faqs', `${BRAND.franchiseSite}/faqs`, 'Franchise FAQs'),
          virtual('brightwood-hardware', `${BRAND.parentSite}/`, 'Brightwood Hardware'),
        ],
      },
    ],
    Social: {
      Page: [
        virtual('facebook', 'https://www.facebook.com/BrightwoodHandyman', 'Facebook'),
        virtual('instagram', 'https://www.instagram.com/brightwoodhandyman', 'Instagram'),
        virtual('pinterest', 'https://www.pinterest.com/brightwoodhandyman', 'Pinterest'),
        virtual('twitter', 'https://twitter.com/BrightwoodFixes', 'Twitter'),
        virtual('linkedin', 'https://www.linkedin.com/company/brightwood-handyman-services', 'LinkedIn'),
      ],
    },
    Copyright: f('© {Year} Brightwood Handyman Services LLC, a Brightwood Hardware company. All rights reserved.'),
    CopyrightLinks: {
      Page: [
        link('resources/privacy-policy', 'privacy-policy', 'Privacy Policy'),
        link('resources/terms-and-conditions', 'terms-and-conditions', 'Terms & Conditions'),
        link('resources/privacy-policy/sms-policy', 'sms-policy', 'SMS Policy'),
      ],
    },
    PrivacyChoices: link('resources/privacy-policy#your-privacy-choices', 'your-privacy-choices', 'Your Privacy Choices'),
    FindAnOffice: {
      Heading: f('Find Your Local Brightwood Office'),
      PlaceholderText: f('Enter your zip code'),
      TextBelowInput: f("We'll connect you with the office that serves your neighborhood."),
      HandymanMatters: f('Handyman help from people who live nearby.'),
      HeadingAlignment: f('InlineLeft'),
      SubmitAlignment: f('InlineRight'),
    },
    ParentBrandLink: virtual('brightwood-hardware', `${BRAND.parentSite}/`, 'A Brightwood Hardware Company'),
    FranchiseOpportunitiesLink: virtual('franchise-opportunities', `${BRAND.franchiseSite}/`, 'Own a Brightwood Franchise'),
  };
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
        type: 'text/javascript',
        innerContent:
          "window.dataLayer = window.dataLayer || [];\nwindow.dataLayer.push({ brand: 'Brightwood Handyman', siteSection: 'corporate', contentSource: 'seed' });",
        async: 'false',
      },
      {
        CommentLabel: 'Consent defaults (no tracking until the visitor chooses)',
        type: 'text/javascript',
        innerContent: "window.brightwoodConsent = window.brightwoodConsent || { analytics: 'denied', advertising: 'denied' };",
        async: 'false',
      },
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
