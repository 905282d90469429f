// Corporate pages: home, office finder, why-choose-us, careers, contact success, the test form page
// and the not-found page. Resources pages live in resources.ts.
import type {
  Banner,
  DetailPage,
  FindAnOfficeTray,
  IconWithLabelList,
  PromiseSlider,
  Testimonial,
  WhyChooseUsTray,
} from '@handyman/contracts';
import type { IconName } from '../lib/brand';
import { crumbs, f, img, link, virtual, type Crumb, type SeedPage } from '../lib/seed-helpers';
import { bannerPath, careersPath, communityPath, iconPath, leaderPath, testimonialPath } from '../content/media-plan';
import { LEADERS, TESTIMONIALS } from '../content/corporate-people';
import { BRAND } from './site-settings';
import { ZIP_FORM } from './catalog';

const CHANGED = '2026-08-20T16:00:00Z';

/** A DetailPage's own fields; detailPage() fills in the ones every page has. */
export type DetailFields = Omit<DetailPage, 'Name' | 'Title' | 'Description' | 'URL' | 'SURL' | 'Changed' | 'BreadcrumbNavigation'>;

export function detailPage(url: string, name: string, title: string, description: string, fields: DetailFields, trail: Crumb[]): SeedPage {
  return [
    url,
    {
      DetailPage: {
        Name: name,
        Title: title,
        Description: description,
        URL: url,
        SURL: url,
        Changed: CHANGED,
        BreadcrumbNavigation: crumbs(...trail),
        ...fields,
      },
    },
  ];
}

const banner = (name: string, heading: string, sub: string, alt: string): Banner => ({
  Heading: f(heading),
  Subheading: f(sub),
  BackgroundImage: img(bannerPath(name), alt),
});
const icons = (
  heading: string,
  list: [icon: IconName, label: string, caption?: string, page?: string][],
  perRow: '3' | '4' = '4',
  placement: 'Left' | 'Top' = 'Top',
): IconWithLabelList => ({
  TrayName: 'IconWithLabelList',
  Heading: f(heading),
  IconsPerRow: f(perRow),
  Placement: f(placement),
  Item: list.map(([icon, label, caption, page]) => ({
    Icon: img(iconPath(icon), label),
    Label: f(label),
    ...(caption ? { Caption: f(caption) } : {}),
    // An item that looks like a card leads to the page about what it names.
    ...(page
      ? {
          Page: {
            Name: page.split('/').pop()!,
            URL: page,
            Schema: page.startsWith('packages/') ? 'PackageDetail' : 'ServiceDetail',
            Link: label,
          },
        }
      : {}),
  })),
});
const testimonial = (i: number): Testimonial => {
  const t = TESTIMONIALS[i]!;
  return { TrayName: 'Testimonial', Quote: f(t.quote), Attribution: f(t.by), Image: img(testimonialPath(i), t.by) };
};
const findAnOffice: FindAnOfficeTray = { TrayName: 'FindAnOffice', ...ZIP_FORM };

const PROMISES: [heading: string, copy: string, icon: IconName, align: 'Left' | 'Right'][] = [
  [
    'On time, or we call ahead',
    'We give you a two-hour arrival window and a text when your craftsman is on the way. If we are running late, you hear it from us first.',
    'on-time',
    'Left',
  ],
  [
    'Written estimates, no surprises',
    'You get an itemised estimate before any work begins. If something changes once we open a wall, we stop and talk before we continue.',
    'estimate',
    'Right',
  ],
  [
    'We treat your home like ours',
    'Drop cloths, shoe covers and a full clean-up at the end of every visit, because a finished job should look finished.',
    'clean',
    'Left',
  ],
  [
    'Work that is guaranteed',
    'Every job is backed by a one-year workmanship warranty at minimum. If something is not right, we come back and make it right.',
    'warranty',
    'Right',
  ],
];

export const promiseSlider = (heading: string): PromiseSlider => ({
  TrayName: 'PromiseSlider',
  Heading: f(heading),
  Item: PROMISES.map(([h, copy, icon, align]) => ({
    Heading: f(h),
    Copy: f(`<p>${copy}</p>`),
    Image: img(iconPath(icon), h),
    ImageAlignment: f(align),
  })),
});

const whyTray: WhyChooseUsTray = {
  TrayName: 'WhyChooseUsTray',
  IntroHeading: f('Why Homeowners Choose Brightwood'),
  WhyChooseUsIntroCopy: f(
    '<p>Brightwood Handyman started inside a hardware store, answering the same question every weekend: "Do you know someone who can just fix this?" Today our local offices send background-checked, uniformed craftsmen to more than a thousand homes a week, with written estimates, reliable arrival windows and a warranty on every job.</p>',
  ),
  SplashImage: img('Images/Careers/community.svg', 'A Brightwood van parked on a neighborhood street'),
  Logo: [
    img(iconPath('licensed'), 'Licensed and insured'),
    img(iconPath('warranty'), 'Workmanship warranty'),
    img(iconPath('team'), 'Background-checked craftsmen'),
  ],
};

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

function whyChooseUs(): SeedPage[] {
  const root: Crumb = ['Why Choose Us', 'why-choose-us'];
  return [
    detailPage(
      'why-choose-us',
      'Why Choose Us',
      'Why Choose Us',
      'Written estimates, reliable arrival windows, background-checked craftsmen and a warranty on every job.',
      {
        Heading: f('Why Choose Brightwood'),
        HeroWithOverlay: {
          BackgroundImage: img(bannerPath('why-choose-us'), 'A Brightwood van on a neighborhood street'),
          Heading: f('Why Choose Brightwood'),
          Subheading: f('The handyman you would recommend to your own parents'),
          Page: link('offices', 'offices', 'Find Your Local Office', 'OfficesIndex'),
          TextBoxBackgroundColor: f('Dark'),
          TextBoxAlignment: f('Left'),
        },
        Copy: f(
          '<p>Anyone can own a toolbox. What homeowners tell us they want is someone who shows up when they said, explains the work in plain language, charges what they quoted and leaves the house clean. That is the standard every Brightwood office signs up to.</p>',
        ),
        Trays: [
          whyTray,
          icons('What you can count on', [
            ['licensed', 'Licensed & insured'],
            ['team', 'Background-checked craftsmen'],
            ['on-time', 'Two-hour arrival windows'],
            ['warranty', 'Workmanship warranty'],
          ]),
          promiseSlider('Our Promise to You'),
          testimonial(0),
          findAnOffice,
        ],
      },
      [root],
    ),
    detailPage(
      'why-choose-us/our-story',
      'Our Story',
      'Our Story',
      'How a family hardware store became a network of local handyman offices.',
      {
        Heading: f('Our Story'),
        Banner: banner('our-story', 'Our Story', 'From the hardware aisle to your front door', 'A pegboard wall of well-used tools'),
        Copy: f(
          '<p>In 1952, Walt and June Brightwood opened a hardware store on a corner in Tulsa, Oklahoma. For sixty years, Brightwood Hardware grew one neighborhood store at a time, and for sixty years store associates heard the same question: <em>"Do you know someone who can just fix this?"</em></p><p>In 2012, Rick Sorensen, a finish carpenter who had been the answer to that question for years, opened the first Brightwood Handyman office in Summerlin, Nevada, with one truck, one phone line and a promise to do small jobs as carefully as big ones. Homeowners noticed. Within five years there were offices across the Southwest; today, locally owned Brightwood offices serve homeowners in seven states.</p><p>We are still a hardware-store family at heart. Our craftsmen learn on the job from people who have done it for decades, and every office is owned by someone who lives in the community it serves.</p>',
        ),
        AsideImage: img(communityPath('trade-scholarships'), 'A workbench with tools'),
        Trays: [
          {
            TrayName: 'ImageAndCopyTray',
            Heading: f('Built on a simple idea'),
            Copy: f(
              '<p>Small jobs matter. A door that does not latch or a railing that wobbles affects how you feel about your home every day. We built Brightwood to take those jobs seriously.</p>',
            ),
            Image: img('Images/Careers/culture.svg', 'The Brightwood workshop'),
            ImageAlignment: f('Right'),
            Background: f('Gray'),
            AddShadow: f('No'),
            Grid: f('30-70'),
          },
          {
            TrayName: 'BodyCopyTray',
            Heading: f('Milestones'),
            HeadingAlignment: f('Center'),
            Copy: f(
              '<ul><li><strong>1952</strong>: Brightwood Hardware opens in Tulsa.</li><li><strong>2012</strong>: The first Brightwood Handyman office opens in Summerlin, Nevada.</li><li><strong>2016</strong>: Offices open in Henderson, North Raleigh and Plano.</li><li><strong>2019</strong>: Our craftsman apprenticeship program launches.</li><li><strong>2021</strong>: Brightwood reaches Alabama with Brightwood Handyman of Rocket City.</li><li><strong>2026</strong>: More than 1,000 homes helped every week.</li></ul>',
            ),
            AddOutline: f('Yes'),
          },
          {
            TrayName: 'Videos',
            Heading: f('Watch: A day with a Brightwood craftsman'),
            Video: [
              {
                Title: f('A day on the job in Summerlin'),
                VimeoEmbedURL: f('https://www.youtube-nocookie.com/embed/BRIGHTWOOD01'),
                VideoType: f('YouTube'),
              },
            ],
          },
        ],
      },
      [root, ['Our Story', 'why-choose-us/our-story']],
    ),
    detailPage(
      'why-choose-us/your-team',
      'Your Team',
      'Meet the Team',
      'The people who support every Brightwood office and train every craftsman.',
      {
        Heading: f('Meet the Team Behind the Team'),
        Banner: banner('your-team', 'Your Team', 'The people who support every local office', 'Homes along a mountain-view street'),
        Copy: f(
          '<p>Your local office is independently owned, but it is not on its own. Our corporate team writes the training, sets the service standards and answers the phone when an owner needs help. Most of us have swung a hammer for a living.</p>',
        ),
        Trays: [
          {
            TrayName: 'MeetTheTeam',
            Heading: f('Leadership'),
            TeamMember: LEADERS.map((p) => ({
              ProfileImage: img(leaderPath(p.name), p.name),
              Name: f(p.name),
              Title: f(p.title),
              Copy: f(p.bio),
            })),
          },
          {
            TrayName: 'BodyCopyTray',
            Heading: f('Meet your local crew'),
            HeadingAlignment: f('Left'),
            Copy: f(
              '<p>Each office introduces its own craftsmen on its office page. Find yours to meet the people who will actually be in your home.</p>',
            ),
            AddOutline: f('No'),
            Page: link('offices', 'offices', 'Find Your Office', 'OfficesIndex'),
          },
        ],
      },
      [root, ['Your Team', 'why-choose-us/your-team']],
    ),
    detailPage(
      'why-choose-us/community-matters',
      'Community Matters',
      'Community Matters',
      'How Brightwood offices give back: volunteer builds, trade scholarships, ramp builds and clean-up days.',
      {
        Heading: f('Community Matters'),
        Banner: banner(
          'community-matters',
          'Community Matters',
          'Giving back where we live and work',
          'A brick home on a tree-lined street',
        ),
        Copy: f(
          '<p>Every Brightwood office commits at least 40 volunteer hours a year to its community. Here are a few of the ways our crews give back.</p>',
        ),
        Trays: [
          {
            TrayName: 'Philanthropy',
            Copy: f(
              '<h2 id="volunteer-builds">Volunteer builds</h2><p>Our crews frame, trim and paint alongside local affordable-housing programs. In 2025, Brightwood offices volunteered on 23 homes. Find a project through your <a href="/offices">local office</a>.</p>',
            ),
            AsideImage: img(communityPath('habitat-build'), 'A volunteer home build'),
          },
          {
            TrayName: 'Philanthropy',
            Copy: f(
              '<h2 id="trade-scholarships">Trade scholarships</h2><p>Through our partner Trades Forward, every office sponsors at least one trade-school student each year. Many of them join Brightwood as apprentices; see our <a href="/why-choose-us/your-team">team</a>.</p>',
            ),
            AsideImage: img(communityPath('trade-scholarships'), 'A trade-school workshop'),
          },
          {
            TrayName: 'Philanthropy',
            Copy: f(
              '<h2 id="ramp-builds">Ramp builds for veterans</h2><p>Our veteran-owned offices lead an annual ramp-build program for veterans with limited mobility, at no cost to them.</p>',
            ),
            AsideImage: img(communityPath('ramp-builds'), 'A home with a new access ramp'),
          },
          {
            TrayName: 'Philanthropy',
            Copy: f(
              '<h2 id="clean-up-days">Park and trail clean-ups</h2><p>From Red Rock Canyon to Falls Lake, our teams spend Saturday mornings picking up litter and repairing fences and benches in public parks.</p>',
            ),
            AsideImage: img(communityPath('park-cleanup'), 'A park fence in the desert'),
          },
          {
            TrayName: 'ImageGallery',
            Heading: f('Our crews in the community'),
            ImagesPerRow: f('4'),
            ShowCaptions: f('No'),
            FullWidth: f('Yes'),
            Image: ['habitat-build', 'trade-scholarships', 'ramp-builds', 'park-cleanup'].map((n) => ({
              Image: img(communityPath(n), n.replace(/-/g, ' ')),
            })),
          },
          testimonial(2),
        ],
      },
      [root, ['Community Matters', 'why-choose-us/community-matters']],
    ),
    detailPage(
      'why-choose-us/goals',
      'Our Goals',
      'Our Goals',
      'What Brightwood Handyman is working toward for homeowners, craftsmen and communities.',
      {
        Heading: f('Our Goals'),
        Banner: banner('goals', 'Our Goals', 'What we are working toward', 'A mountain home at sunrise'),
        Copy: f(
          '<p>We set public goals because they keep us honest. Here is what every Brightwood office is working toward through 2028.</p>',
        ),
        Trays: [
          icons(
            'Our goals through 2028',
            [
              ['star', 'A 4.8-star average', 'Across every office and review site'],
              ['on-time', '95% on-time arrivals', 'Within the window we promise'],
              ['team', '500 apprentices trained', 'Through our paid apprenticeship'],
              ['leaf', 'Half our waste diverted', 'Through reuse, donation and recycling'],
            ],
            '4',
            'Top',
          ),
          {
            TrayName: 'BodyCopyTray',
            Heading: f('How we measure'),
            HeadingAlignment: f('Left'),
            Subheading: f('Progress reports every spring'),
            Copy: f(
              "<p>We publish our progress every spring, including the numbers that did not move the way we hoped. Owners see their own office's numbers every week.</p>",
            ),
            AddOutline: f('Yes'),
          },
        ],
      },
      [root, ['Our Goals', 'why-choose-us/goals']],
    ),
  ];
}

function careers(): SeedPage {
  const apply = virtual('apply-now', 'https://careers.brightwoodhandyman.example/jobs', 'Apply Now');
  return detailPage(
    'careers',
    'Careers',
    'Careers',
    'Steady work, real training and a crew that has your back. Craftsman, apprentice and office careers at local Brightwood offices.',
    {
      Heading: f('Build a Career You Are Proud Of'),
      Copy: f(
        '<p>Brightwood offices hire craftsmen, apprentices, service coordinators and office managers. Each office is independently owned and does its own hiring, with pay, benefits and schedules that vary by location.</p>',
      ),
      Trays: [
        {
          TrayName: 'CareersBanner',
          BackgroundImage: img(bannerPath('careers'), 'Brightwood vans in a neighborhood'),
          Heading: f('Do the Work You Love. Skip the Chaos.'),
          Subheading: f('Craftsman and apprentice careers'),
          Copy: f('<p>Scheduled days, the right tools, and customers who are glad to see you.</p>'),
          Page: apply,
          TextBoxBackgroundColor: f('Dark'),
          TextBoxAlignment: f('Left'),
        },
        icons(
          'Why craftsmen join Brightwood',
          [
            ['calendar', 'Predictable schedules', 'No nights, most weekends off'],
            ['tools', 'Tools & vehicle', 'Provided at most offices'],
            ['team', 'Paid apprenticeship', 'Learn from seasoned pros'],
            ['heart', 'Benefits', 'Health coverage at most offices'],
          ],
          '4',
          'Top',
        ),
        {
          TrayName: 'CareersCulture',
          BackgroundImage: img(careersPath('culture'), 'The Brightwood workshop'),
          Heading: f('Our culture'),
          Copy: f(
            '<p>We respect the trade. That means time to do the job right, training that builds real skills and customers who have been told what to expect before you arrive.</p>',
          ),
          TextPanel: f('Dark'),
          Video: [
            {
              Title: f('Why I joined Brightwood'),
              VimeoEmbedURL: f('https://www.youtube-nocookie.com/embed/BRIGHTWOOD02'),
              VideoType: f('YouTube'),
            },
            { Title: f('Inside our apprenticeship'), VimeoEmbedURL: f('https://player.vimeo.com/video/100000002'), VideoType: f('Vimeo') },
          ],
        },
        {
          TrayName: 'ImageAndCopyTray',
          Heading: f('Apprenticeship program'),
          Copy: f(
            '<p>Twelve paid months alongside a senior craftsman, with a structured curriculum covering carpentry, drywall, painting, fixtures and customer care. Graduates earn a Brightwood Craftsman certification.</p>',
          ),
          Image: img(careersPath('apprentice'), 'An apprentice carpentry project'),
          ImageAlignment: f('Right'),
          Background: f('Gray'),
          AddShadow: f('No'),
          Grid: f('30-70'),
          Page: apply,
        },
        testimonial(1),
        {
          TrayName: 'HeroWithOverlay',
          BackgroundImage: img(careersPath('community'), 'A Brightwood van on a neighborhood street'),
          Heading: f('Find openings near you'),
          Subheading: f('Offices in seven states are hiring'),
          Page: apply,
          TextBoxBackgroundColor: f('Light'),
          TextBoxAlignment: f('Right'),
        },
        {
          TrayName: 'CareersCommunity',
          Heading: f('A crew that has your back'),
          Copy: f(
            '<p>Brightwood offices are small teams. You will know the owner by name, ride along with a senior craftsman for your first weeks and have a say in how the shop runs.</p>',
          ),
          Page: apply,
          Quote: f('I came in as an apprentice who could hang a door. Four years later I run my own jobs and train the new hires.'),
          Attribution: f('Luis O., Lead Craftsman, Summerlin'),
          Image: img(careersPath('apprentice'), 'An apprentice and a senior craftsman at a workbench'),
        },
        {
          TrayName: 'CareersTray',
          Heading: f('Ready to pick up your tools? Browse open positions at Brightwood offices near you.'),
          Page: apply,
        },
        {
          TrayName: 'CareersBrandBanner',
          Logo: img('Images/Brand/brightwood-logo.svg', 'Brightwood Handyman Services'),
          Heading: f('Brightwood: respect for the trade'),
          Subheading: f('Locally owned offices, one standard of craftsmanship'),
        },
      ],
    },
    [['Careers', 'careers']],
  );
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
  return [home(), offices(), ...whyChooseUs(), careers(), notFound(), contactSuccess(), testFormPage()];
}
