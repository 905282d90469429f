// The site footer: logo, disclaimer, link columns, social links, copyright and the ZIP form.
import type { SiteSettings } from '@handyman/contracts';
import { f, img, link, virtual } from '../lib/seed-helpers';
import { BRAND } from './brand-facts';

function footerLinkColumns(): SiteSettings['Footer']['FooterLinkColumns'] {
  return [
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
  ];
}

export function footer(): SiteSettings['Footer'] {
  return {
    FooterLogo: img('Images/Brand/brightwood-logo-white.svg', 'Brightwood Handyman Services'),
    TextAbovePhoneNumber: f('Questions? Talk to a real person, seven days a week.'),
    DisclaimerNotes: f(
      "<p>Each Brightwood Handyman office is independently owned and operated. Services, hours, pricing and offers vary by location. Licence numbers are listed on each office's page. Brightwood Handyman Services does not perform work requiring a licensed electrician, plumber or HVAC contractor where state law requires one; those jobs are referred to licensed partners.</p>",
    ),
    FooterLinkColumns: footerLinkColumns(),
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
    PrivacyChoices: link('your-privacy-choices', 'your-privacy-choices', 'Your Privacy Choices'),
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
