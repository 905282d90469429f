// Corporate pages: home, office finder, contact success, the test form page and the not-found
// page. The why-choose-us section is in why-choose-us.ts, careers in careers.ts, resources in
// resources.ts; what they share in corporate-parts.ts.
import { crumbs, f, img, link, type SeedPage } from '../lib/seed-helpers';
import { bannerPath } from '../content/media-paths';
import { BRAND } from './brand-facts';
import { careers } from './careers';
import { banner, CHANGED, detailPage, findAnOffice, icons, promiseSlider, testimonial, whyTray } from './corporate-parts';
import { whyChooseUsPages } from './why-choose-us';

function home(): SeedPage {
  return [
    '',
    {
      HomePage: {
        Name: 'Home',
        Title: 'Handyman Services Near You',
        Description:
          'Skilled, background-checked local craftsmen for home repairs, carpentry, painting, doors, decks and remodeling. Free phone estimates from Brightwood Handyman.',
        URL: '',
        SURL: '',
        Changed: CHANGED,
        Banner: banner(
          'home',
          "Your Home's To-Do List, Done Right",
          'Skilled local craftsmen for repairs, upgrades and everything in between',
          'A friendly neighborhood home with a Brightwood van out front',
        ),
        FindAnOffice: {
          Heading: f('Find Your Local Handyman'),
          PlaceholderText: f('Enter your zip code'),
          TextBelowInput: f('Enter the zip code where the work will be done.'),
          HandymanMatters: f('Over 1,000 homes helped every week by local, independently owned offices.'),
        },
        TabContent: {
          EstimateTabText: f('Get an Estimate'),
          ScheduleTabText: f('Book Online'),
          TextBeforePhoneNumber: f('Rather talk to a person? Call'),
          TextBelowPhoneNumber: f('Free phone estimates, seven days a week'),
          EstimateImage: img('Images/Careers/community.svg', 'A Brightwood van on a neighborhood street'),
          ScheduleCopy: f('<p>Choose a time that suits you. Your local office confirms every online booking within one business day.</p>'),
        },
        Trays: [
          whyTray,
          icons('What can we help with today?', [
            ['tools', 'Repairs & Punch Lists', 'The small jobs that pile up', 'packages/honey-do-half-day'],
            ['paint', 'Painting', 'Inside and out', 'services/painting'],
            ['home', 'Doors & Windows', 'Repair and replacement', 'services/doors-and-windows'],
            ['calendar', 'Seasonal Maintenance', 'Gutters, caulk, weatherproofing', 'packages/fall-weatherproofing'],
            ['shield', 'Home Safety', 'Grab bars, railings, detectors', 'services/home-safety'],
            ['truck', 'Decks & Fences', 'Repair, stain and build', 'services/decks'],
            ['checklist', 'Home Sale Prep', 'Fix what inspectors flag', 'packages/home-sale-prep'],
            ['team', 'Bathroom Refresh', 'Fixtures, tile and more', 'packages/bathroom-refresh'],
          ]),
          promiseSlider('The Brightwood Promise'),
          {
            TrayName: 'ImageAndCopyTray',
            Heading: f('Packages for the jobs you ask for most'),
            Copy: f(
              '<p>Clear scope, a time estimate and no guesswork. Book a Honey-Do Half Day for your list of small repairs, get move-in ready, or refresh a tired bathroom in about two days.</p>',
            ),
            Image: img('Images/Packages/honey-do-half-day.svg', 'Tools ready for a half-day of repairs'),
            ImageAlignment: f('Left'),
            Background: f('Gray_Gradient'),
            AddShadow: f('Yes'),
            Grid: f('50-50'),
            Page: link('packages', 'packages', 'Browse Packages', 'PackagesIndex'),
          },
          testimonial(0),
          {
            TrayName: 'CareersTray',
            Heading: f('Are you a skilled craftsman? Join a team that respects the trade.'),
            Page: link('careers', 'careers', 'See Careers'),
          },
        ],
      },
    },
  ];
}

function offices(): SeedPage {
  return [
    'offices',
    {
      OfficesIndex: {
        Name: 'Offices',
        Title: 'Find a Handyman Near You',
        Description:
          'Find your local Brightwood Handyman office by zip code or state: independently owned offices in NV, AZ, TX, CO, NC, AL and FL.',
        URL: 'offices',
        SURL: 'offices',
        Changed: CHANGED,
        BreadcrumbNavigation: crumbs(['Offices', 'offices', 'OfficesIndex']),
        Heading: f('Find A Handyman Near You'),
        IntroCopy: f(
          '<p>Every Brightwood office is locally owned and staffed by craftsmen who live in the communities they serve. Enter your zip code to be matched with your office, or browse by state below.</p>',
        ),
        NoFranchisesCopy: f(
          '<p><strong>We are not in your area yet.</strong> We are growing quickly, and new offices open every few months. Call 866-FIX-MY-HOME and we will let you know if an office is coming to your area, or browse the offices below.</p><p>Interested in bringing Brightwood to your community? Learn about <a href="https://franchise.brightwoodhandyman.example/">owning a franchise</a>.</p>',
        ),
        FindAnOffice: {
          Heading: f('Enter your zip code'),
          PlaceholderText: f('Enter your zip code'),
          TextBelowInput: f('Enter the zip code where the work will be done.'),
          HandymanMatters: f('Local offices, local craftsmen.'),
        },
        Trays: [
          {
            TrayName: 'HeroWithOverlay',
            BackgroundImage: img(bannerPath('offices'), 'A neighborhood street with a Brightwood van'),
            Heading: f('Local craftsmen in seven states'),
            Subheading: f('And growing'),
            TextBoxBackgroundColor: f('Light'),
            TextBoxAlignment: f('Left'),
          },
        ],
      },
    },
  ];
}

function notFound(): SeedPage {
  return detailPage(
    'resources/404',
    '404',
    'Page Not Found',
    'The page you were looking for could not be found.',
    {
      Heading: f('Oops! That page is off the job site.'),
      Copy: f(
        '<p>The page you were looking for may have moved, or the link may be out of date. Find your local office below, browse our <a href="/services">services</a>, or head back to the <a href="/">home page</a>.</p>',
      ),
      HeroWithOverlay: {
        BackgroundImage: img(bannerPath('not-found'), 'A ladder and toolbox in a grassy yard'),
        Heading: f("Let's get you back on track"),
        Subheading: f('Enter your zip code to find your local Brightwood office'),
        TextBoxBackgroundColor: f('Dark'),
        TextBoxAlignment: f('Left'),
      },
      Trays: [findAnOffice],
    },
    [
      ['Resources', 'resources'],
      ['404', 'resources/404'],
    ],
  );
}

function contactSuccess(): SeedPage {
  return detailPage(
    'contact-success',
    'Contact Us',
    'Thank You',
    'Thank you for contacting Brightwood Handyman.',
    {
      Heading: f('Contact Success'),
      Banner: banner(
        'contact-success',
        'Thank You For Your Estimate Request!',
        'We have received your request',
        'A home with a green check mark',
      ),
      Copy: f(
        `<p>Thanks for reaching out. We could not match your zip code to a local office automatically, so a member of our customer care team will call you within one business day to connect you with the nearest Brightwood office. If you would rather talk now, call ${BRAND.phoneDisplay}.</p>`,
      ),
      Trays: [
        {
          TrayName: 'BodyCopyTray',
          Heading: f('What happens next'),
          HeadingAlignment: f('Center'),
          Copy: f(
            '<ol><li>We confirm the details of your project by phone.</li><li>We connect you with your nearest office for a free estimate.</li><li>Your craftsman arrives in the window you agree on.</li></ol>',
          ),
          AddOutline: f('Yes'),
        },
        findAnOffice,
      ],
    },
    [['Contact Us', 'contact-success']],
  );
}

function testFormPage(): SeedPage {
  return detailPage(
    'test-form-fill-page',
    'Test Form Fill Page',
    'Estimate Form Test Page',
    'Internal page for testing the estimate form. Not for public use.',
    {
      Heading: f('Estimate Form Test Page'),
      Banner: banner('test-form', 'Estimate Form Test Page', 'For quality assurance only', 'A red front door'),
      Copy: f(
        '<p>This page exists so our team can test the estimate form end to end. Submissions from this page are tagged as tests and are not sent to a local office. If you reached this page by accident, please use <a href="/offices">Find A Handyman</a> instead.</p>',
      ),
      Trays: [
        {
          TrayName: 'BodyCopyTray',
          Heading: f('Test checklist'),
          HeadingAlignment: f('Left'),
          Copy: f(
            '<ul><li>Use a zip code from a known office territory, for example 89135 or 75093.</li><li>Try an unserviced zip code such as 59801 to check the no-office path.</li><li>Confirm the thank-you page and the office phone number shown.</li></ul>',
          ),
          AddOutline: f('Yes'),
        },
      ],
    },
    [['Test Form Fill Page', 'test-form-fill-page']],
  );
}

export function corporatePages(): SeedPage[] {
  return [home(), offices(), ...whyChooseUsPages(), careers(), notFound(), contactSuccess(), testFormPage()];
}
