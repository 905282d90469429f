// An office's offers: the offers page, a page for its first offer, and its campaign page.
import { f, img, link, slugify } from '../lib/seed-helpers';
import { iconPath } from '../content/media-paths';
import type { Office } from '../content/offices';
import { officePath } from './office-identity';
import { detail, where, type DetailEntry } from './office-detail';

const claim = (o: Office, text: string) => link(`${officePath(o)}#GetEstimateLink`, 'GetEstimateLink', text, 'FranchiseHomePage');

export function offers(o: Office): DetailEntry {
  return detail(o, 'offers', {
    name: 'Offers',
    title: `Handyman Offers in ${where(o)}`,
    description: `Current discounts and offers from ${o.name}.`,
    heading: `Save On Your Next Service in ${where(o)}`,
    sub: 'Current offers from your local office',
    copy: '<p>Mention an offer when you call or book online. Offers cannot be combined unless noted.</p>',
    trays: o.offers.map((offer) => ({
      TrayName: 'BodyCopyTray',
      Heading: f(offer.name),
      HeadingAlignment: f('Left'),
      Copy: f(`<p>${offer.description}</p><p><small>${offer.terms}</small></p>`),
      AddOutline: f('Yes'),
      Page: claim(o, 'Claim This Offer'),
    })),
  });
}

/** The office's promotion page: /offices/<office>/promotions/<slug of its first offer>. */
export const promotionPath = (o: Office): string => `${officePath(o)}/promotions/${slugify(o.offers[0]!.name)}`;

/** /offices/<office>/promotions/<slug of its first offer>. */
export function promotion(o: Office): DetailEntry {
  const home = officePath(o);
  const promo = o.offers[0]!;
  return detail(o, `promotions/${slugify(promo.name)}`, {
    name: promo.name,
    title: `${promo.name} in ${where(o)}`,
    description: promo.description,
    heading: promo.name,
    sub: `An offer from ${o.name}`,
    copy: `<p>${promo.description}</p><p><small>${promo.terms}</small></p>`,
    crumbs: [
      ['promotions', `${home}/promotions`, 'Folder'],
      [promo.name, promotionPath(o)],
    ],
    trays: [
      {
        TrayName: 'BodyCopyTray',
        Heading: f('Claim this offer'),
        HeadingAlignment: f('Left'),
        Copy: f('<p>Mention this offer when you call {Phone} or request your estimate online.</p>'),
        AddOutline: f('No'),
        Page: claim(o, 'Get a Free Estimate'),
      },
    ],
  });
}

const WHY_BOOK_NOW = [
  ['calendar', 'Limited appointments', 'Seasonal slots fill quickly'],
  ['price', 'Save on your project', 'Mention this page when you book'],
  ['warranty', 'Warranty included', 'Every job, big or small'],
] as const;

/** /offices/<office>/campaign/<slug>: a limited-time offer with its end date. */
export function campaign(o: Office): DetailEntry {
  const home = officePath(o);
  const c = o.campaign;
  return detail(o, `campaign/${c.slug}`, {
    name: c.heading,
    title: `${c.heading} in ${where(o)}`,
    description: c.copy,
    heading: c.heading,
    sub: `A limited-time offer from ${o.name}`,
    copy: `<p>${c.copy}</p><p>Request your free estimate below or call {Phone}.</p>`,
    crumbs: [
      ['campaign', `${home}/campaign`, 'Folder'],
      [c.heading, `${home}/campaign/${c.slug}`],
    ],
    trays: [
      {
        TrayName: 'CampaignBanner',
        Heading: f(c.heading),
        Subheading: f(o.offers[0]!.name),
        EndsOn: f(c.endsOn ?? '2027-03-31'),
        Page: link(`${home}/campaign/${c.slug}#estimate`, 'estimate', 'Claim This Offer', 'FranchiseDetailPage'),
      },
      {
        TrayName: 'IconWithLabelList',
        Heading: f('Why book now'),
        IconsPerRow: f('3'),
        Placement: f('Left'),
        Item: WHY_BOOK_NOW.map(([icon, label, caption]) => ({ Icon: img(iconPath(icon), label), Label: f(label), Caption: f(caption) })),
      },
      { TrayName: 'Testimonial', Quote: f(o.reviews[0]!.text), Attribution: f(o.reviews[0]!.name) },
    ],
  });
}
