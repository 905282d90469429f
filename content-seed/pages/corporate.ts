// Corporate pages: home and the office finder, and the list of every corporate page. The others:
// why-choose-us*.ts, careers.ts, utility-pages.ts (not found, contact success, test form); what
// they share is in corporate-parts.ts, the resources pages in resources*.ts.
import { crumbs, f, img, link, type SeedPage, pageBase } from '../lib/seed-helpers';
import { bannerPath } from '../content/media-paths';
import { careers } from './careers';
import { banner, CHANGED, icons, promiseSlider, testimonial, whyTray } from './corporate-parts';
import { whyChooseUsPages } from './why-choose-us';
import { contactSuccess, notFound, testFormPage } from './utility-pages';

function home(): SeedPage {
  return [
    '',
    {
      HomePage: {
        ...pageBase(
          '',
          'Home',
          'Handyman Services Near You',
          'Skilled, background-checked local craftsmen for home repairs, carpentry, painting, doors, decks and remodeling. Free phone estimates from Brightwood Handyman.',
          CHANGED,
        ),
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
          EstimateImage: img('Images/Careers/community.jpg', 'A Brightwood van on a neighborhood street'),
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
            Image: img('Images/Packages/honey-do-half-day.jpg', 'Tools ready for a half-day of repairs'),
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
        ...pageBase(
          'offices',
          'Offices',
          'Find a Handyman Near You',
          'Find your local Brightwood Handyman office by zip code or state: independently owned offices in NV, AZ, TX, CO, NC, AL and FL.',
          CHANGED,
        ),
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

export function corporatePages(): SeedPage[] {
  return [home(), offices(), ...whyChooseUsPages(), careers(), notFound(), contactSuccess(), testFormPage()];
}
