// The careers page: why craftsmen join, the culture, the apprenticeship and where to apply.
import type { Tray } from '@handyman/contracts';
import { f, img, virtual, type SeedPage } from '../lib/seed-helpers';
import { bannerPath, careersPath } from '../content/media-paths';
import { detailPage, icons, testimonial } from './corporate-parts';

const apply = virtual('apply-now', 'https://careers.brightwoodhandyman.example/jobs', 'Apply Now');

const careersBanner: Tray = {
  TrayName: 'CareersBanner',
  BackgroundImage: img(bannerPath('careers'), 'Brightwood vans in a neighborhood'),
  Heading: f('Do the Work You Love. Skip the Chaos.'),
  Subheading: f('Craftsman and apprentice careers'),
  Copy: f('<p>Scheduled days, the right tools, and customers who are glad to see you.</p>'),
  Page: apply,
  TextBoxBackgroundColor: f('Dark'),
  TextBoxAlignment: f('Left'),
};

const whyJoin: Tray = icons(
  'Why craftsmen join Brightwood',
  [
    ['calendar', 'Predictable schedules', 'No nights, most weekends off'],
    ['tools', 'Tools & vehicle', 'Provided at most offices'],
    ['team', 'Paid apprenticeship', 'Learn from seasoned pros'],
    ['heart', 'Benefits', 'Health coverage at most offices'],
  ],
  '4',
  'Top',
);

const culture: Tray = {
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
};

const apprenticeship: Tray = {
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
};

const findOpenings: Tray = {
  TrayName: 'HeroWithOverlay',
  BackgroundImage: img(careersPath('community'), 'A Brightwood van on a neighborhood street'),
  Heading: f('Find openings near you'),
  Subheading: f('Offices in seven states are hiring'),
  Page: apply,
  TextBoxBackgroundColor: f('Light'),
  TextBoxAlignment: f('Right'),
};

const crew: Tray = {
  TrayName: 'CareersCommunity',
  Heading: f('A crew that has your back'),
  Copy: f(
    '<p>Brightwood offices are small teams. You will know the owner by name, ride along with a senior craftsman for your first weeks and have a say in how the shop runs.</p>',
  ),
  Page: apply,
  Quote: f('I came in as an apprentice who could hang a door. Four years later I run my own jobs and train the new hires.'),
  Attribution: f('Luis O., Lead Craftsman, Summerlin'),
  Image: img(careersPath('apprentice'), 'An apprentice and a senior craftsman at a workbench'),
};

const openPositions: Tray = {
  TrayName: 'CareersTray',
  Heading: f('Ready to pick up your tools? Browse open positions at Brightwood offices near you.'),
  Page: apply,
};

const brandBanner: Tray = {
  TrayName: 'CareersBrandBanner',
  Logo: img('Images/Brand/brightwood-logo.svg', 'Brightwood Handyman Services'),
  Heading: f('Brightwood: respect for the trade'),
  Subheading: f('Locally owned offices, one standard of craftsmanship'),
};

export function careers(): SeedPage {
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
      Trays: [careersBanner, whyJoin, culture, apprenticeship, testimonial(1), findOpenings, crew, openPositions, brandBanner],
    },
    [['Careers', 'careers']],
  );
}
