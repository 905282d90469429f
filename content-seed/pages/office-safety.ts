// An office's aging-in-place page: the safety work it does so people stay in their homes.
import { f, img, link } from '../lib/seed-helpers';
import { servicePath } from '../content/media-paths';
import type { Office } from '../content/offices';
import { icons } from './corporate-parts';
import { officePath } from './office-identity';
import { detail, where, type DetailEntry } from './office-detail';

/** The office's aging-in-place page, /offices/<office>/services/aging-in-place. */
export const agingInPlacePath = (o: Office): string => `${officePath(o)}/services/aging-in-place`;

/** /offices/<office>/services/aging-in-place: grab bars, rails, lighting and a safety walk-through. */
export function agingInPlace(o: Office): DetailEntry {
  const home = officePath(o);
  const url = agingInPlacePath(o);
  return detail(o, 'services/aging-in-place', {
    name: 'Aging in Place',
    title: `Aging in Place & Home Safety in ${where(o)}`,
    description: `Grab bars, handrails, brighter lighting and a free safety walk-through from ${o.name}.`,
    heading: `Aging in Place & Home Safety in ${where(o)}`,
    sub: `Stay safe and independent in your ${where(o)} home`,
    bannerImage: img('Images/Services/home-safety-banner.jpg', 'A hallway with a new handrail and bright lighting'),
    copy: `<p>Most falls at home happen in the bathroom, on stairs and at the front step. Our craftsmen make those places safer around ${where(o)} with small, quick changes that fit the home you love, and we leave it looking like home, not a hospital.</p>`,
    crumbs: [
      ['services', `${home}/services`, 'Folder'],
      ['Aging in Place', url],
    ],
    trays: [
      icons(
        'What we install',
        [
          ['shield', 'Grab bars', 'Anchored into framing at the tub, shower and toilet'],
          ['home', 'Handrails and ramps', 'On both sides of stairs and at the front step'],
          ['tools', 'Lever handles', 'On doors and faucets that are easy on the hands'],
          ['checklist', 'A safety walk-through', 'Room by room, with a written list of what to change'],
        ],
        '4',
        'Top',
      ),
      {
        TrayName: 'ImageAndCopyTray',
        Heading: f('One visit, most of the list'),
        Copy: f(
          '<p>Tell us who lives in the home and what is getting harder. {FranchiseName} plans the work so most homes are done in a single visit, and every job carries our written warranty.</p>',
        ),
        Image: img(servicePath('home-safety'), 'A bathroom with grab bars beside the tub'),
        ImageAlignment: f('Right'),
        Background: f('Gray'),
        AddShadow: f('No'),
        Grid: f('50-50'),
        Page: link(`${home}#GetEstimateLink`, 'GetEstimateLink', 'Get a Free Estimate', 'FranchiseHomePage'),
      },
      {
        TrayName: 'LocalServices',
        Heading: f('More from {FranchiseName}'),
        Copy: f('<p>Everything else we do around your home, and the packages this office offers.</p>'),
      },
    ],
  });
}
