// Two pages of the why-choose-us section: how the offices give back, and the public goals.
import { dataJson } from '../lib/data-files';
import { f, img, type SeedPage } from '../lib/seed-helpers';
import { communityPath } from '../content/media-paths';
import { banner, detailPage, icons, testimonial, WHY_CHOOSE_US as root } from './corporate-parts';

/** How the offices give back (data/community.json): a section of copy and an image (media/Images/Community/<image>.svg) each. */
const COMMUNITY = () => dataJson<{ image: string; alt: string; copy: string }[]>('community.json');

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
        ...COMMUNITY().map((item) => ({
          TrayName: 'Philanthropy' as const,
          Copy: f(item.copy),
          AsideImage: img(communityPath(item.image), item.alt),
        })),
        {
          TrayName: 'ImageGallery',
          Heading: f('Our crews in the community'),
          ImagesPerRow: f('4'),
          ShowCaptions: f('No'),
          FullWidth: f('Yes'),
          Image: COMMUNITY().map(({ image }) => ({ Image: img(communityPath(image), image.replace(/-/g, ' ')) })),
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
