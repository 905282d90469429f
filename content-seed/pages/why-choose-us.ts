// The why-choose-us section: its landing page and the story, team, community and goals pages.
import { f, img, link, type SeedPage } from '../lib/seed-helpers';
import { bannerPath, communityPath, leaderPath } from '../content/media-paths';
import { communityMatters, goals } from './why-choose-us-community';
import { LEADERS } from '../content/corporate-people';
import { banner, detailPage, findAnOffice, icons, promiseSlider, testimonial, whyTray, WHY_CHOOSE_US } from './corporate-parts';

const root = WHY_CHOOSE_US;

/** /why-choose-us: the promise, the why-choose-us tray and what you can count on. */
function whyChooseUsPage(): SeedPage {
  return detailPage(
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
  );
}

/** /why-choose-us/our-story: from the hardware store to the first office, and the milestones. */
function ourStory(): SeedPage {
  return detailPage(
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
          Image: img('Images/Careers/culture.jpg', 'The Brightwood workshop'),
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
  );
}

/** /why-choose-us/your-team: the leadership team behind every office. */
function yourTeam(): SeedPage {
  return detailPage(
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
  );
}

export function whyChooseUsPages(): SeedPage[] {
  return [whyChooseUsPage(), ourStory(), yourTeam(), communityMatters(), goals()];
}
