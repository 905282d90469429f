// Two pages of the why-choose-us section: how the offices give back, and the public goals.
import { f, img, type SeedPage } from '../lib/seed-helpers';
import { communityPath } from '../content/media-paths';
import { banner, detailPage, icons, testimonial, WHY_CHOOSE_US as root } from './corporate-parts';

/** /why-choose-us/community-matters: volunteer builds, scholarships, ramp builds and clean-ups. */
export function communityMatters(): SeedPage {
  return detailPage(
    'why-choose-us/community-matters',
    'Community Matters',
    'Community Matters',
    'How Brightwood offices give back: volunteer builds, trade scholarships, ramp builds and clean-up days.',
    {
      Heading: f('Community Matters'),
      Banner: banner('community-matters', 'Community Matters', 'Giving back where we live and work', 'A brick home on a tree-lined street'),
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
  );
}

/** /why-choose-us/goals: public goals through 2028 and how they are measured. */
export function goals(): SeedPage {
  return detailPage(
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
  );
}
