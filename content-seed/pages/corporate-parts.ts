// The parts the corporate and resources pages share: detailPage() (a DetailPage from its own
// fields and breadcrumbs), the banner, icon list, testimonial, find-an-office, promise and
// why-choose-us trays.
import type {
  Banner,
  BodyCopyTray,
  DetailPage,
  FindAnOfficeTray,
  IconWithLabelList,
  PromiseSlider,
  Testimonial,
  WhyChooseUsTray,
} from '@handyman/contracts';
import type { IconName } from '../lib/brand';
import { crumbs, f, img, type Crumb, type SeedPage, pageBase } from '../lib/seed-helpers';
import { bannerPath, iconPath, testimonialPath } from '../content/media-paths';
import { TESTIMONIALS } from '../content/corporate-people';
import { ZIP_FORM } from './catalog';

/** The why-choose-us section's root breadcrumb. */
export const WHY_CHOOSE_US: Crumb = ['Why Choose Us', 'why-choose-us'];

export const CHANGED = '2026-08-20T16:00:00Z';

/** A DetailPage's own fields; detailPage() fills in the ones every page has. */
export type DetailFields = Omit<DetailPage, 'Name' | 'Title' | 'Description' | 'URL' | 'SURL' | 'Changed' | 'BreadcrumbNavigation'>;

export function detailPage(url: string, name: string, title: string, description: string, fields: DetailFields, trail: Crumb[]): SeedPage {
  return [
    url,
    {
      DetailPage: {
        ...pageBase(url, name, title, description, CHANGED),
        BreadcrumbNavigation: crumbs(...trail),
        ...fields,
      },
    },
  ];
}

export const banner = (name: string, heading: string, sub: string, alt: string): Banner => ({
  Heading: f(heading),
  Subheading: f(sub),
  BackgroundImage: img(bannerPath(name), alt),
});
export const icons = (
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
export const testimonial = (i: number): Testimonial => {
  const t = TESTIMONIALS[i]!;
  return { TrayName: 'Testimonial', Quote: f(t.quote), Attribution: f(t.by), Image: img(testimonialPath(i), t.by) };
};
export const findAnOffice: FindAnOfficeTray = { TrayName: 'FindAnOffice', ...ZIP_FORM };

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

export const whyTray: WhyChooseUsTray = {
  TrayName: 'WhyChooseUsTray',
  IntroHeading: f('Why Homeowners Choose Brightwood'),
  WhyChooseUsIntroCopy: f(
    '<p>Brightwood Handyman started inside a hardware store, answering the same question every weekend: "Do you know someone who can just fix this?" Today our local offices send background-checked, uniformed craftsmen to more than a thousand homes a week, with written estimates, reliable arrival windows and a warranty on every job.</p>',
  ),
  SplashImage: img('Images/Careers/community.jpg', 'A Brightwood van parked on a neighborhood street'),
  Logo: [
    img(iconPath('licensed'), 'Licensed and insured'),
    img(iconPath('warranty'), 'Workmanship warranty'),
    img(iconPath('team'), 'Background-checked craftsmen'),
  ],
};

/** A BodyCopyTray, left-aligned and without an outline unless extra says otherwise. */
export const bodyCopy = (heading: string, copy: string, extra: Partial<BodyCopyTray> = {}): BodyCopyTray => ({
  TrayName: 'BodyCopyTray',
  Heading: f(heading),
  HeadingAlignment: f('Left'),
  Copy: f(copy),
  AddOutline: f('No'),
  ...extra,
});
