// An office's kitchen and bath remodeling page: the layouts it updates and its local services.
import type { RoomLayout } from '@handyman/contracts';
import { f, img, link } from '../lib/seed-helpers';
import type { Office } from '../content/offices';
import { officePath } from './office-identity';
import { detail, where, type DetailEntry } from './office-detail';

const layout = (name: string, image: string, alt: string, copy: string): RoomLayout => ({
  Name: f(name),
  Image: img(image, alt),
  Copy: f(`<p>${copy}</p>`),
});

/** The office's remodeling page, /offices/<office>/services/kitchen-and-bath. */
export const remodelingPath = (o: Office): string => `${officePath(o)}/services/kitchen-and-bath`;

/** /offices/<office>/services/kitchen-and-bath: remodeling with the office's layouts and local services. */
export function remodeling(o: Office): DetailEntry {
  const [, page] = detail(o, 'services/kitchen-and-bath', {
    name: 'Kitchen & Bath Remodeling',
    title: `Kitchen & Bath Remodeling in ${where(o)}`,
    description: `Kitchen and bathroom updates from ${o.name}: the layouts we build and what each costs in time.`,
    heading: `Kitchen & Bath Remodeling in ${where(o)}`,
    sub: `Updates that fit ${where(o)} homes`,
    bannerImage: img('Images/Services/kitchen-banner.jpg', 'A bright remodeled kitchen'),
    copy: `<p>Most of the kitchens and bathrooms we update around ${where(o)} keep their footprint: new surfaces, fixtures, lighting and storage in the layout you already have. Here is how we work with each.</p>`,
    crumbs: [
      ['services', `${officePath(o)}/services`, 'Folder'],
      ['Kitchen & Bath Remodeling', remodelingPath(o)],
    ],
    trays: [
      {
        TrayName: 'RemodelBanner',
        BackgroundImage: img('Images/Services/bathroom-remodeling-banner.jpg', 'A remodeled bathroom with a walk-in shower'),
        Heading: f('Refresh, not rebuild'),
        Copy: f(
          '<p>New faucets, lighting, hardware and surfaces make a room feel new in days, not months. {FranchiseName} gives you a written, itemised estimate first.</p>',
        ),
        Page: link(`${officePath(o)}#GetEstimateLink`, 'GetEstimateLink', 'Get a Free Estimate', 'FranchiseHomePage'),
      },
      {
        TrayName: 'KitchenLayouts',
        Heading: f('Kitchen layouts we update'),
        Layout: [
          layout(
            'Galley',
            'Images/Services/kitchen.jpg',
            'A galley kitchen with two parallel counters',
            'Two parallel runs make the most of a narrow room. We add under-cabinet lighting and pull-out storage so nothing hides in the corners.',
          ),
          layout(
            'L-shape',
            'Images/Services/kitchen.jpg',
            'An L-shaped kitchen',
            'Counters on two walls leave room for a table. A new corner carousel and a longer backsplash are our most asked-for updates.',
          ),
          layout(
            'U-shape',
            'Images/Services/kitchen.jpg',
            'A U-shaped kitchen',
            'Three walls of counter and the most storage of any layout. Refacing the cabinets keeps the footprint and changes the whole look.',
          ),
        ],
      },
      {
        TrayName: 'BathroomLayouts',
        Heading: f('Bathroom layouts we update'),
        Layout: [
          layout(
            'Tub and shower',
            'Images/Services/bathroom-remodeling.jpg',
            'A bathroom with a tub and shower',
            'The family standard. A new surround, grab bars and a thermostatic valve make it easier and safer every day.',
          ),
          layout(
            'Walk-in shower',
            'Images/Services/bathroom-remodeling-tub-to-shower-conversions.jpg',
            'A walk-in shower converted from a tub',
            'A tub-to-shower conversion with a low threshold, a bench and a handheld shower: our most popular aging-in-place project.',
          ),
          layout(
            'Powder room',
            'Images/Services/bathroom-remodeling.jpg',
            'A small powder room',
            'A new vanity, mirror, light and paint. Most powder rooms are done in a day.',
          ),
        ],
      },
      {
        TrayName: 'LocalServices',
        Heading: f('More from {FranchiseName}'),
        Copy: f('<p>Everything else we do around your home, and the packages this office offers.</p>'),
      },
    ],
  });
  return [page.FranchiseDetailPage.URL, page];
}
