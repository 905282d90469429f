// Resources pages: checklists, FAQs, tips, promise, partners, site map and legal pages.
import type { Banner, BodyCopyTray, ImageAndCopyTray } from '@handyman/contracts';
import { f, img, link, type Crumb, type SeedPage } from '../lib/seed-helpers';
import { bannerPath, blogPath, iconPath, partnerPath } from '../content/media-plan';
import { PARTNERS } from '../content/corporate-people';
import { OFFICES } from '../content/offices';
import { SERVICES } from '../content/services';
import { PACKAGES } from '../content/packages';
import { ALL_POSTS, postHasImage, postPath } from '../content/blog';
import { BRAND, SMS_TERMS } from './site-settings';
import { detailPage, promiseSlider } from './corporate';

const banner = (name: string, heading: string, sub: string, alt: string): Banner => ({
  Heading: f(heading),
  Subheading: f(sub),
  BackgroundImage: img(bannerPath(name), alt),
});
const R: Crumb = ['Resources', 'resources'];
const bodyCopy = (heading: string, copy: string, extra: Partial<BodyCopyTray> = {}): BodyCopyTray => ({
  TrayName: 'BodyCopyTray',
  Heading: f(heading),
  HeadingAlignment: f('Left'),
  Copy: f(copy),
  AddOutline: f('No'),
  ...extra,
});

const FAQS: [question: string, answer: string][] = [
  [
    'How do I get an estimate?',
    'Enter your zip code to find your local office, then fill in the estimate form or call. Most estimates are given by phone the same or next business day; larger projects may need a short visit.',
  ],
  [
    'Do you charge for estimates?',
    'No. Phone estimates and most on-site estimates are free. Some offices charge a small trip fee for on-site estimates outside their core service area, and will tell you before they visit.',
  ],
  [
    'Are your craftsmen employees or subcontractors?',
    'Brightwood craftsmen are employees of their local office, not day-labour subcontractors. Every craftsman passes a background check and wears a Brightwood uniform.',
  ],
  [
    'Are you licensed and insured?',
    "Every office carries general liability insurance and workers' compensation coverage, and holds the contractor licences its state and city require. Licence numbers are listed on each office's page.",
  ],
  [
    'How do you charge?',
    'Most jobs are priced per project from a written estimate. Some small jobs are billed by time and materials, and our packages have a fixed scope. You will always know which before we start.',
  ],
  [
    'What is your warranty?',
    "Every job carries at least a one-year workmanship warranty. Some offices offer two years. Products and materials carry their manufacturers' warranties.",
  ],
  [
    'Do I need to buy the materials?',
    'No. We can supply materials at cost, or install fixtures and products you have already chosen. If you supply them, we will check they are right for the job before install day.',
  ],
  [
    'Can you handle electrical and plumbing work?',
    'Our craftsmen replace fixtures, fans, outlets, switches, faucets and toilets. Work that requires a licensed electrician or plumber, such as new circuits or water heaters, is referred to licensed partners.',
  ],
  [
    'How far ahead do I need to book?',
    'Most offices can schedule small jobs within a week. Spring and fall are our busiest seasons, so book early for exterior projects.',
  ],
  [
    'What if I am not happy with the work?',
    'Call your office. We will come back and make it right, and if you are still not satisfied, contact our customer care team at 866-FIX-MY-HOME.',
  ],
];

const CHECKLIST_SELL = `<h2>Six to eight weeks before listing</h2><ul><li>Walk the house with your agent and agree on a single repair list.</li><li>Consider a pre-listing inspection so there are no surprises in escrow.</li><li>Book contractors now; good ones fill up in spring.</li></ul>
<h2>Four weeks before</h2><ul><li>Patch and paint walls in neutral colours.</li><li>Fix doors that stick, drawers that fall off their slides and cabinet doors that sag.</li><li>Re-caulk tubs, showers and sinks.</li><li>Replace cracked outlet covers, missing trim and burned-out bulbs.</li><li>Test smoke and CO detectors.</li></ul>
<h2>Two weeks before</h2><ul><li>Repair wood rot on trim and door frames.</li><li>Paint the front door and update house numbers and the porch light.</li><li>Pressure wash the driveway, walkway and deck.</li><li>Clean the gutters.</li></ul>
<h2>Listing week</h2><ul><li>Deep clean, declutter and stage.</li><li>Replace the HVAC filter.</li><li>Gather receipts and warranties for recent work to show buyers.</li></ul>
<p>Short on time? Our <a href="/packages/home-sale-prep">Home Sale Prep</a> package works straight from your agent's or inspector's list.</p>`;

const CHECKLIST_CONTRACTOR = `<p>Whoever you hire, for whatever job, ask these questions first. A reputable contractor will be glad to answer them.</p>
<h2>Before you hire</h2><ol><li>What is your licence number, and can I see your certificate of insurance?</li><li>Will your own employees do the work, or subcontractors?</li><li>Are your workers background-checked?</li><li>Can you give me references from jobs like mine?</li><li>Will I get a written, itemised estimate?</li></ol>
<h2>Before you sign</h2><ol><li>Does the contract list the full scope, materials, price, schedule and payment terms?</li><li>Who pulls the permits, if any are needed?</li><li>What warranty do you offer, and is it in writing?</li><li>How do you handle changes once work has started?</li><li>How much is the deposit? (Be wary of more than a third up front.)</li></ol>
<h2>Red flags</h2><ul><li>Door-to-door offers, especially after a storm.</li><li>Cash-only payment or large up-front deposits.</li><li>Pressure to sign today.</li><li>No written contract.</li></ul>
<p>Read more in our article on <a href="/blog/2023/04/11/spotting-home-repair-scams">spotting home repair scams</a>.</p>`;

function legal(
  url: string,
  name: string,
  title: string,
  description: string,
  copy: string,
  trail: Crumb[],
  bannerName = 'legal',
): SeedPage {
  return detailPage(
    url,
    name,
    title,
    description,
    {
      Heading: f(title),
      Banner: banner(bannerName, title, `Last updated September 1, 2026`, 'A quiet desert neighborhood'),
      Copy: f(copy),
    },
    trail,
  );
}

const PRIVACY = `<p>This Privacy Policy explains how Brightwood Handyman Services LLC ("Brightwood", "we") and independently owned Brightwood offices collect, use and share information when you use ${BRAND.canonical.replace('https://', '')} and request our services.</p>
<h2>Information we collect</h2><ul><li><strong>Information you give us:</strong> your name, phone number, email address, service address and a description of your project when you request an estimate or book online.</li><li><strong>Information collected automatically:</strong> pages visited, device and browser type, approximate location derived from your IP address, and cookies or similar technologies.</li><li><strong>Information from others:</strong> reviews you post on third-party sites and referrals from partners such as Brightwood Hardware.</li></ul>
<h2>How we use information</h2><ul><li>To match you with your local office and provide estimates and services.</li><li>To send appointment confirmations, reminders and, with your consent, promotional messages.</li><li>To improve our website and services and to prevent fraud.</li></ul>
<h2>How we share information</h2><p>We share your request with the independently owned office that serves your area, and with service providers who help us operate (for example scheduling and messaging providers) under contracts that limit their use of your information. We do not sell your personal information for money.</p>
<h2 id="your-privacy-choices">Your privacy choices</h2><p>You may opt out of targeted advertising and of the "sharing" of personal information for cross-context behavioural advertising. You can also ask to access, correct or delete your personal information. Call 866-FIX-MY-HOME or email privacy@brightwoodhandyman.example, and we will respond within the time required by law. We honour Global Privacy Control signals.</p>
<h2>Text messages</h2><p>See our <a href="/resources/privacy-policy/sms-policy">SMS Policy</a> for how we use your phone number for text messages.</p>
<h2>Children</h2><p>Our services are intended for adults. We do not knowingly collect information from children under 13.</p>
<h2>Changes</h2><p>We will post any changes to this policy on this page and update the date above.</p>`;

const TERMS = `<p>These Terms and Conditions govern your use of the Brightwood Handyman website. By using the site, you agree to these terms.</p>
<h2>Independent offices</h2><p>Each Brightwood Handyman office is independently owned and operated. Services are provided by, and contracts for work are made with, your local office, not Brightwood Handyman Services LLC.</p>
<h2>Estimates and pricing</h2><p>Prices, offers and packages shown on this site are examples and vary by location. Your written estimate from your local office is the only binding price. Offers have the terms stated with them and may end without notice.</p>
<h2>Use of the site</h2><p>You agree not to misuse the site, including by submitting false requests, attempting to gain unauthorised access or interfering with its operation.</p>
<h2>Content</h2><p>Articles and checklists are general information, not professional advice for your specific home. Always follow product instructions and local codes, and hire a licensed professional where required.</p>
<h2>Limitation of liability</h2><p>To the extent permitted by law, Brightwood Handyman Services LLC is not liable for indirect or consequential damages arising from your use of the site.</p>
<h2>Contact</h2><p>Questions about these terms? Call 866-FIX-MY-HOME.</p>`;

const SMS = `<p>When you request an estimate or book online, you can agree to receive text messages from Brightwood Handyman Services and your local office at the phone number you provide.</p>
<h2>What we send</h2><ul><li>Appointment confirmations, reminders and arrival notices.</li><li>Follow-ups about your estimate or project.</li><li>Occasional promotions and seasonal offers, if you agreed to them.</li></ul>
<h2>Your consent</h2><p>${SMS_TERMS}</p>
<h2>Opting out</h2><p>Reply <strong>STOP</strong> to any message to stop receiving texts. Reply <strong>HELP</strong> for help, or call 866-FIX-MY-HOME. Carriers are not liable for delayed or undelivered messages.</p>
<h2>Privacy</h2><p>We do not share your mobile number with third parties for their marketing. See our <a href="/resources/privacy-policy">Privacy Policy</a>.</p>`;

const CLUB = `<p>The Helpful Home Club is a membership program offered by participating Brightwood Handyman offices. These terms apply to all members.</p>
<h2>Membership benefits</h2><ul><li>One annual home check-up visit (up to two hours) covering detectors, caulk, doors, gutters and a written maintenance report.</li><li>10% off labor on additional projects booked during the membership year.</li><li>Priority scheduling within five business days for non-emergency work.</li></ul>
<h2>Fees and renewal</h2><p>Membership is billed annually at the price quoted by your local office and renews automatically unless cancelled at least 14 days before the renewal date. Your office will remind you 30 days before renewal.</p>
<h2>Cancellation</h2><p>You may cancel within 30 days of joining for a full refund if no member visit has been used. After that, membership is non-refundable but will not renew.</p>
<h2>Limitations</h2><p>Benefits apply to one primary residence and are not transferable. Discounts do not apply to materials, packages or permit fees and cannot be combined with other offers. Participating offices only.</p>`;

function siteMap(): string {
  const li = (url: string, text: string): string => `<li><a href="/${url}">${text}</a></li>`;
  const byState = [...new Set(OFFICES.map((o) => o.state))]
    .sort()
    .map(
      (state) =>
        `<li>${state}<ul>${OFFICES.filter((o) => o.state === state)
          .map((o) => li(`offices/${o.slug}`, o.name))
          .join('')}</ul></li>`,
    )
    .join('');
  return `<h2>Company</h2><ul>${li('why-choose-us', 'Why Choose Us')}${li('why-choose-us/our-story', 'Our Story')}${li('why-choose-us/your-team', 'Your Team')}${li('why-choose-us/community-matters', 'Community Matters')}${li('why-choose-us/goals', 'Our Goals')}${li('careers', 'Careers')}</ul>
<h2>Services</h2><ul>${li('services', 'All Services')}${SERVICES.map((s) => li(`services/${s.id}`, s.name)).join('')}</ul>
<h2>Packages</h2><ul>${li('packages', 'All Packages')}${PACKAGES.map((p) => li(`packages/${p.id}`, p.name)).join('')}</ul>
<h2>Offices</h2><ul>${li('offices', 'Find A Handyman')}${byState}</ul>
<h2>Resources</h2><ul>${li('resources/faqs', 'FAQs')}${li('resources/sell-your-home-checklist', 'Sell Your Home Checklist')}${li('resources/contractor-checklist', 'Contractor Checklist')}${li('resources/home-tips-and-tricks', 'Home Tips & Tricks')}${li('resources/service-promise', 'Our Service Promise')}${li('resources/partners', 'Partners')}${li('blog', 'Blog')}</ul>
<h2>Legal</h2><ul>${li('resources/privacy-policy', 'Privacy Policy')}${li('resources/privacy-policy/sms-policy', 'SMS Policy')}${li('resources/terms-and-conditions', 'Terms & Conditions')}${li('resources/helpful-home-club-terms-and-conditions', 'Helpful Home Club Terms')}</ul>`;
}

export function resourcePages(): SeedPage[] {
  const tip = (slug: string): number => ALL_POSTS.findIndex((p) => p.slug === slug);
  const tips = [
    'spring-home-maintenance-checklist',
    'how-to-patch-drywall-like-a-pro',
    'caulking-101',
    'weatherstripping-guide',
    'how-to-fix-a-door-that-wont-latch',
    'home-maintenance-calendar',
  ].filter((s) => postHasImage(tip(s)));
  return [
    detailPage(
      'resources',
      'Resources',
      'Homeowner Resources',
      'Checklists, FAQs, tips and guides for homeowners from Brightwood Handyman.',
      {
        Heading: f('Homeowner Resources'),
        Banner: banner('resources', 'Homeowner Resources', 'Checklists, answers and advice from our craftsmen', 'A clipboard checklist'),
        Copy: f(
          '<p>Everything we have learned from fixing thousands of homes, in one place. Start with a checklist, browse our answers to common questions, or read the latest from our <a href="/blog">blog</a>.</p>',
        ),
        Trays: [
          {
            TrayName: 'ImageGallery',
            Heading: f('Popular resources'),
            ImagesPerRow: f('3'),
            ShowCaptions: f('Yes'),
            FullWidth: f('No'),
            Image: (
              [
                ['resources/sell-your-home-checklist', 'Sell Your Home Checklist', 'checklist'],
                ['resources/contractor-checklist', 'Contractor Checklist', 'shield'],
                ['resources/faqs', 'Frequently Asked Questions', 'estimate'],
                ['resources/home-tips-and-tricks', 'Home Tips & Tricks', 'tools'],
                ['resources/service-promise', 'Our Service Promise', 'warranty'],
                ['resources/partners', 'Our Partners', 'handshake'],
              ] as const
            ).map(([url, text, icon]) => ({
              Image: img(iconPath(icon), text),
              Caption: f(text),
              Page: link(url, url.split('/').pop()!, text),
            })),
          },
        ],
      },
      [R],
    ),
    detailPage(
      'resources/sell-your-home-checklist',
      'Sell Your Home Checklist',
      'Sell Your Home Checklist',
      'A week-by-week checklist of the repairs and touch-ups that help a home sell.',
      {
        Heading: f('Sell Your Home Checklist'),
        Banner: banner(
          'sell-your-home',
          'Sell Your Home Checklist',
          'Fix what buyers notice and inspectors flag',
          'A home with a For Sale sign',
        ),
        Copy: f(CHECKLIST_SELL),
        Trays: [
          {
            TrayName: 'ImageAndCopyTray',
            Heading: f('Let us handle the list'),
            Copy: f(
              "<p>Send us your agent's list or inspection report and we will quote it line by line, then work around your showings.</p>",
            ),
            Image: img('Images/Packages/home-sale-prep.svg', 'A home ready to sell'),
            ImageAlignment: f('Right'),
            Background: f('Gray'),
            Grid: f('50-50'),
            Page: link('packages/home-sale-prep', 'home-sale-prep', 'Home Sale Prep Package', 'PackageDetail'),
          },
        ],
      },
      [R, ['Sell Your Home Checklist', 'resources/sell-your-home-checklist']],
    ),
    detailPage(
      'resources/faqs',
      'FAQs',
      'Frequently Asked Questions',
      'Answers to the questions homeowners ask Brightwood Handyman most.',
      {
        Heading: f('Frequently Asked Questions'),
        Banner: banner('faqs', 'Frequently Asked Questions', 'Straight answers to common questions', 'A tidy living room'),
        Copy: f('<p>Do not see your question? Call 866-FIX-MY-HOME or ask your local office.</p>'),
        Trays: [
          {
            TrayName: 'FAQAccordion',
            Heading: f('Common questions'),
            AccordionItem: FAQS.map(([q, a]) => ({ Heading: f(q), Copy: f(`<p>${a}</p>`) })),
          },
        ],
      },
      [R, ['FAQs', 'resources/faqs']],
    ),
    detailPage(
      'resources/contractor-checklist',
      'Contractor Checklist',
      'Contractor Checklist',
      'Questions to ask any contractor before you hire, and the red flags to watch for.',
      {
        Heading: f('Contractor Checklist'),
        Banner: banner('contractor-checklist', 'Contractor Checklist', 'Questions to ask before you hire anyone', 'A clipboard checklist'),
        Copy: f(CHECKLIST_CONTRACTOR),
        Trays: [
          bodyCopy('Print it, keep it', '<p>Keep this checklist by the phone. It takes five minutes and can save you thousands.</p>', {
            AddOutline: f('Yes'),
          }),
        ],
      },
      [R, ['Contractor Checklist', 'resources/contractor-checklist']],
    ),
    detailPage(
      'resources/home-tips-and-tricks',
      'Home Tips & Tricks',
      'Home Tips & Tricks',
      'Quick fixes and maintenance tips from Brightwood craftsmen.',
      {
        Heading: f('Home Tips & Tricks'),
        Banner: banner('home-tips', 'Home Tips & Tricks', 'Quick wins from our craftsmen', 'Built-in shelves and a workbench'),
        Copy: f(
          '<h2>Five-minute fixes</h2><ul><li><strong>Squeaky hinge:</strong> pull the pin, wipe it, add a drop of silicone spray and tap it back in.</li><li><strong>Loose cabinet knob:</strong> a dab of blue thread-locker on the screw keeps it tight.</li><li><strong>Running toilet:</strong> nine times out of ten, it is a worn flapper.</li><li><strong>Stripped screw hole:</strong> glue in a few wooden toothpicks, snap them flush, and re-drive the screw.</li><li><strong>Slow bathroom drain:</strong> pull and clean the pop-up stopper before reaching for chemicals.</li></ul>',
        ),
        Trays: [
          {
            TrayName: 'ImageGallery',
            Heading: f('Popular how-to articles'),
            ImagesPerRow: f('3'),
            ShowCaptions: f('Yes'),
            FullWidth: f('No'),
            Image: tips.map((slug) => {
              const p = ALL_POSTS[tip(slug)]!;
              return { Image: img(blogPath(slug), p.title), Caption: f(p.title), Page: link(postPath(p), slug, p.title, 'BlogPost') };
            }),
          },
        ],
      },
      [R, ['Home Tips & Tricks', 'resources/home-tips-and-tricks']],
    ),
    detailPage(
      'resources/service-promise',
      'Service Promise',
      'Our Service Promise',
      'The promises every Brightwood office makes to every homeowner.',
      {
        Heading: f('Our Service Promise'),
        Banner: banner('service-promise', 'Our Service Promise', 'What you can expect, every time', 'A home with a green check mark'),
        Copy: f(
          '<p>Every Brightwood office, in every state, makes the same four promises. If we fall short on any of them, tell us, and we will make it right.</p>',
        ),
        Trays: [
          promiseSlider('Four promises, every visit'),
          bodyCopy(
            'If something is not right',
            '<p>Call your office first. If you are still not satisfied, call our customer care team at 866-FIX-MY-HOME and a manager will personally follow up within one business day.</p>',
            { AddOutline: f('Yes'), HeadingAlignment: f('Center') },
          ),
        ],
      },
      [R, ['Service Promise', 'resources/service-promise']],
    ),
    detailPage(
      'resources/site-map',
      'Site Map',
      'Site Map',
      'Every page on the Brightwood Handyman website.',
      {
        Heading: f('Site Map'),
        Banner: banner('site-map', 'Site Map', 'Find your way around', 'A coastal neighborhood'),
        Copy: f(siteMap()),
      },
      [R, ['Site Map', 'resources/site-map']],
    ),
    legal(
      'resources/privacy-policy',
      'Privacy Policy',
      'Privacy Policy',
      'How Brightwood Handyman collects, uses and protects your information.',
      PRIVACY,
      [R, ['Privacy Policy', 'resources/privacy-policy']],
    ),
    legal(
      'resources/terms-and-conditions',
      'Terms and Conditions',
      'Terms and Conditions',
      'Terms and conditions for using the Brightwood Handyman website.',
      TERMS,
      [R, ['Terms and Conditions', 'resources/terms-and-conditions']],
    ),
    legal('resources/privacy-policy/sms-policy', 'SMS Policy', 'SMS Policy', 'How Brightwood Handyman uses text messages.', SMS, [
      R,
      ['Privacy Policy', 'resources/privacy-policy'],
      ['SMS Policy', 'resources/privacy-policy/sms-policy'],
    ]),
    detailPage(
      'resources/partners',
      'Partners',
      'Our Partners',
      'The suppliers, manufacturers and nonprofits Brightwood Handyman works with.',
      {
        Heading: f('Our Partners'),
        Banner: banner('partners', 'Our Partners', 'Good work takes good partners', 'A pegboard wall of tools'),
        Copy: f(
          '<p>We choose partners who share our standards for quality and service. Here are the companies and organisations we work with most.</p>',
        ),
        Trays: [
          {
            TrayName: 'ImageGallery',
            Heading: f('Partner brands'),
            ImagesPerRow: f('3'),
            ShowCaptions: f('No'),
            FullWidth: f('No'),
            Image: PARTNERS.map((p) => ({ Image: img(partnerPath(p.id), p.name), Caption: f(p.name) })),
          },
          ...PARTNERS.slice(0, 3).map((p, i): ImageAndCopyTray => ({
            TrayName: 'ImageAndCopyTray',
            Heading: f(p.name),
            Copy: f(`<p>${p.copy}</p>`),
            Image: img(partnerPath(p.id), p.name),
            ImageAlignment: f(i % 2 ? 'Right' : 'Left'),
            Background: f(i % 2 ? 'White' : 'Gray'),
            Grid: f('30-70'),
          })),
          bodyCopy(
            'More partners',
            `<ul>${PARTNERS.slice(3)
              .map((p) => `<li><strong>${p.name}:</strong> ${p.copy}</li>`)
              .join('')}</ul>`,
          ),
        ],
      },
      [R, ['Partners', 'resources/partners']],
    ),
    legal(
      'resources/helpful-home-club-terms-and-conditions',
      'Helpful Home Club Terms and Conditions',
      'Helpful Home Club Terms and Conditions',
      'Terms of the Helpful Home Club membership program.',
      CLUB,
      [R, ['Helpful Home Club Terms and Conditions', 'resources/helpful-home-club-terms-and-conditions']],
      'helpful-home-club',
    ),
  ];
}
