// The franchise offices: one record per office, the single source for its home page, sub-pages,
// reviews file and images. ZIPs are real and checked against the `zipcodes` package at build time.
//
// hours: weekday range plus optional per-day overrides; 'appt' = by appointment, 'closed'.
// team[].look and gallery[] drive the generated portraits and work photos.

// Sub-page content (news, campaign, seasonal services) lives in office-pages.ts, merged below.
import type { Weekday } from '@handyman/contracts';
import type { IconName } from '../lib/brand';
import type { Look } from '../lib/portraits';
import type { SceneKind, SceneOptions } from '../lib/scenes';
import type { RegionName } from '../lib/scenes-base';
import { OFFICE_PAGES, type Campaign, type NewsItem, type OfficePages, type Seasonal } from './office-pages';

/** Opening and closing time ('07:30'), by appointment only, or closed. */
export type DaySpec = [opens: string, closes: string] | 'appt' | 'closed';

/** weekdays covers Monday to Friday; a named day overrides it; the weekend is closed unless named. */
export type OfficeHours = { is247?: boolean; weekdays: DaySpec } & Partial<Record<Weekday, DaySpec>>;

export interface OfficeOffer {
  name: string;
  description: string;
  terms: string;
  icon: IconName;
}

export interface OfficeTeamMember {
  name: string;
  title: string;
  bio: string;
  look: Look;
}

export interface OfficeReview {
  stars: number;
  text: string;
  name: string;
}

/** A work photo: what it shows (scene and its options), its categories ("Kitchen|Carpentry") and caption. */
export interface GalleryItem extends SceneOptions {
  scene: SceneKind;
  cats: string;
  desc: string;
}

export interface ServiceCity {
  name: string;
  slug: string;
  /** A sentence about the city's homes for its city page. */
  note: string;
}

export interface OfficeRecord extends OfficePages {
  slug: string;
  name: string;
  city: string;
  /** The neighbourhood the office names itself after when it is not the city, e.g. Summerlin. */
  locatedIn?: string;
  state: string;
  abbr: string;
  address: string;
  zip: string;
  phone: string;
  clientId: string;
  serviceTitanId: string;
  license: string;
  region: RegionName;
  opened: number;
  owners: string;
  owned: string[];
  allowed: string[];
  hours: OfficeHours;
  /** Pipe-separated payment types. */
  payment: string;
  subPages?: boolean;
  ownerManagedContent?: boolean;
  intro: string;
  why: { heading: string; copy: string };
  offers: OfficeOffer[];
  team: OfficeTeamMember[];
  reviews: OfficeReview[];
  gallery: GalleryItem[];
  /** Scene of the before and after photos. */
  beforeAfter: SceneKind;
  cities: ServiceCity[];
  /** Ids of the packages the office offers. */
  packages: string[];
}

/** An office with its sub-page content merged in. */
export interface Office extends OfficeRecord {
  news: NewsItem[];
  campaign: Campaign;
  seasonal: Seasonal[];
  subPages: boolean;
}

const OFFICE_RECORDS: OfficeRecord[] = [
  {
    slug: 'summerlin',
    name: 'Brightwood Handyman of Summerlin',
    city: 'Las Vegas',
    locatedIn: 'Summerlin',
    state: 'Nevada',
    abbr: 'NV',
    address: '10300 W Charleston Blvd, Suite 13-218',
    zip: '89135',
    phone: '702-555-0142',
    clientId: 'BW-1001',
    serviceTitanId: '61020442',
    license: 'Contractors License: 0079431',
    region: 'desert',
    opened: 2012,
    owners: 'Rick and Dana Sorensen',
    owned: ['89134', '89135', '89138', '89144', '89145', '89117'],
    allowed: ['89128', '89129', '89147', '89148', '89149', '89166'],
    hours: { weekdays: ['07:30', '17:00'], Saturday: 'appt', Sunday: 'closed' },
    payment: 'Visa|Mastercard|American Express|Discover|Check|Cash',
    subPages: true,
    intro:
      'Rick and Dana Sorensen opened the first Brightwood office in a two-car garage off Town Center Drive in 2012. Today our crew of full-time craftsmen handles everything from a sticking slider to a full bathroom refresh across Summerlin and the west valley. We know the quirks of desert homes: stucco that cracks when the ground settles, tile roofs that hide slipped underlayment, and hard water that eats faucets for breakfast.',
    why: {
      heading: 'Why Summerlin Homeowners Call Brightwood',
      copy: '<p>Most of our work comes from neighbors who have already used us, and we intend to keep it that way. Every job gets a written, itemised estimate before we start and a craftsman who arrives in the two-hour window we promised.</p><ul><li><strong>HOA-ready paperwork.</strong> We know the Summerlin Design Review Committee process and will prepare drawings and material specs for exterior projects.</li><li><strong>Heat-smart scheduling.</strong> From June to September exterior work starts at 6 a.m. so your project is finished before the worst of the afternoon.</li><li><strong>One-year workmanship warranty</strong> on every job, big or small.</li></ul>',
    },
    offers: [
      {
        name: '$75 Off Projects of $750 or More',
        description: 'Take $75 off any handyman or remodeling project of $750 or more, labor and materials combined.',
        terms:
          'Mention this offer when you book. One offer per household; cannot be combined with other discounts. Valid at Brightwood Handyman of Summerlin only.',
        icon: 'price',
      },
      {
        name: 'Monsoon-Ready Exterior Check: $149',
        description:
          'Before the summer storms, we clean gutters and scuppers, re-seal window and door penetrations, and check your roof tiles from the ladder.',
        terms:
          'Single-storey homes up to 2,500 sq ft. Roof inspection is visual from the eaves; repairs quoted separately. Offer runs May 1 to July 15.',
        icon: 'shield',
      },
    ],
    team: [
      {
        name: 'Rick Sorensen',
        title: 'Owner',
        bio: 'Rick spent fifteen years as a finish carpenter on Strip hotel remodels before opening Brightwood Summerlin. He still walks every larger project himself before the estimate goes out.',
        look: { skin: 0, hair: 'grey', style: 'short', beard: 'full', shirt: '#d02030' },
      },
      {
        name: 'Dana Sorensen',
        title: 'Co-Owner & Office Manager',
        bio: 'Dana runs scheduling, estimates and the occasional tile grout debate. If you have called the office, you have probably talked to her.',
        look: { skin: 1, hair: 'blonde', style: 'bun', glasses: true, shirt: '#2f5d7c', logo: false },
      },
      {
        name: 'Luis Ortega',
        title: 'Lead Craftsman',
        bio: 'Luis has eighteen years in residential repair and is our go-to for doors, windows and anything involving stucco. He is also the reason our trucks are the tidiest in town.',
        look: { skin: 3, hair: 'black', style: 'buzz', beard: 'mustache', cap: true },
      },
      {
        name: 'Tasha Greene',
        title: 'Service Coordinator',
        bio: 'Tasha matches each job with the right craftsman and keeps you posted on arrival times. She grew up in the Lakes and knows every gate code headache in the valley.',
        look: { skin: 4, hair: 'black', style: 'curly', shirt: '#d02030' },
      },
      {
        name: 'Ben Whitfield',
        title: 'Craftsman, Painting & Drywall',
        bio: 'Ben can make a patched wall disappear under raking light. Before Brightwood he painted sets for a Las Vegas production company.',
        look: { skin: 0, hair: 'auburn', style: 'side', shirt: '#d02030' },
      },
    ],
    reviews: [
      {
        stars: 5,
        text: 'Luis replaced two exterior doors and re-stuccoed around the frames. You honestly cannot tell where the old door was. Showed up at 6:30 a.m. like they said to beat the heat.',
        name: 'Carla V.',
      },
      {
        stars: 5,
        text: 'Best handyman experience we have had in 20 years of owning homes. Dana sent a detailed estimate the same afternoon and the price did not change.',
        name: 'Jim and Sue P.',
      },
      {
        stars: 4,
        text: 'Great work on our drywall repairs after a plumbing leak. Took one extra day because the texture needed to cure, but Ben explained why and the result is perfect.',
        name: 'Aaron K.',
      },
      {
        stars: 5,
        text: 'They handled the HOA paperwork for our new patio cover. I would recommend them to anyone in Summerlin who dreads the design review process.',
        name: 'Melissa R.',
      },
      {
        stars: 5,
        text: 'Fixed a dozen small things in one visit: sticky slider, leaking hose bib, loose towel bars, a garage door sensor. Fair price, very polite.',
        name: 'George T.',
      },
      {
        stars: 3,
        text: 'The work itself was good, but I had to reschedule once because the crew was held up on another job. The office did call ahead to let me know.',
        name: 'Priya N.',
      },
      {
        stars: 5,
        text: 'Excellent painting job on our two-story great room. They brought the tall ladders and protected every inch of the floor.',
        name: 'Dan M.',
      },
    ],
    gallery: [
      {
        scene: 'doors',
        state: 'after',
        cats: 'Doors & Windows|Exterior',
        desc: 'Fiberglass entry door with new sidelights and re-stuccoed frame in The Ridges.',
        palette: { door: '#2f5d7c' },
      },
      {
        scene: 'kitchen',
        state: 'after',
        cats: 'Kitchen|Carpentry',
        desc: 'Cabinet refacing, soft-close hinges and under-cabinet lighting in a 1998 kitchen.',
      },
      {
        scene: 'bathroom',
        state: 'after',
        cats: 'Bathroom',
        desc: 'Tub surround replaced with large-format tile and a frameless glass panel.',
      },
      {
        scene: 'painting',
        state: 'after',
        cats: 'Painting|Drywall',
        desc: 'Great-room repaint in a soft coastal blue after texture-matched drywall repairs.',
        palette: { fresh: '#7fa7b8' },
      },
      {
        scene: 'living',
        state: 'after',
        cats: 'Painting|Flooring',
        desc: 'Living room refresh: luxury vinyl plank, new baseboards and paint.',
      },
      {
        scene: 'home',
        state: 'after',
        region: 'desert',
        cats: 'Exterior|Painting',
        desc: 'Exterior stucco patching and elastomeric repaint in an HOA-approved palette.',
      },
      {
        scene: 'gutters',
        state: 'after',
        region: 'desert',
        cats: 'Exterior',
        desc: 'Seamless gutter run and scupper sealing before monsoon season.',
      },
      { scene: 'windows', state: 'after', cats: 'Doors & Windows', desc: 'Dual-pane window replacements with new interior sills.' },
      { scene: 'carpentry', state: 'after', cats: 'Carpentry', desc: 'Built-in office shelving painted to match the existing trim.' },
      { scene: 'flooring', state: 'after', cats: 'Flooring', desc: 'Engineered oak flooring installed over a leveled slab.' },
    ],
    beforeAfter: 'kitchen',
    cities: [
      {
        name: 'Summerlin',
        slug: 'summerlin',
        note: 'From The Hills to Reverence, Summerlin homes range from early-1990s stucco to brand-new builds, and most sit inside an HOA with its own design rules.',
      },
      {
        name: 'The Lakes',
        slug: 'the-lakes',
        note: 'Lakefront homes around Lake Sahara see extra moisture on docks, railings and patio covers; we keep that wood sealed and sound.',
      },
      {
        name: 'Spring Valley',
        slug: 'spring-valley',
        note: 'Many Spring Valley homes are 1980s and 1990s builds now due for new doors, windows and bathroom updates.',
      },
      {
        name: 'Centennial Hills',
        slug: 'centennial-hills',
        note: 'Newer Centennial Hills neighborhoods mean lots of first-time upgrades: ceiling fans, closet systems, backyard shade and TV mounting.',
      },
      {
        name: 'Peccole Ranch',
        slug: 'peccole-ranch',
        note: 'Established Peccole Ranch homes often need tile-roof touch-ups, patio-cover repairs and updated bathrooms.',
      },
    ],
    packages: [
      'honey-do-half-day',
      'move-in-ready',
      'bathroom-refresh',
      'spring-exterior-tune-up',
      'home-sale-prep',
      'aging-in-place-safety',
    ],
    news: [
      {
        title: 'Brightwood Summerlin sponsors the Red Rock Canyon clean-up',
        date: '2026-04-18',
        copy: 'Fourteen of us spent a Saturday morning picking up litter along the Scenic Loop with the Friends of Red Rock Canyon. We filled 31 bags and found one very surprised tortoise.',
      },
      {
        title: 'Now booking early-morning summer appointments',
        date: '2026-05-20',
        copy: 'From June 1 through September 15 our exterior crews start at 6 a.m. Book early; the 6 a.m. slots go fast.',
      },
      {
        title: 'Luis Ortega earns his EPA Lead-Safe certification renewal',
        date: '2025-11-03',
        copy: 'Luis renewed his EPA RRP certification, so we can continue to work safely on homes built before 1978.',
      },
    ],
    campaign: {
      slug: 'summer-ready',
      heading: 'Get Your Home Summer-Ready',
      // The banner's offer ($75 off $750 or more, CampaignBanner) is what the copy offers.
      copy: 'Take $75 off any exterior project of $750 or more: we clean the scuppers, seal the gaps and check the roof tiles before the monsoon storms arrive.',
    },
  },
  {
    slug: 'henderson',
    name: 'Brightwood Handyman of Henderson',
    city: 'Henderson',
    state: 'Nevada',
    abbr: 'NV',
    address: '2850 W Horizon Ridge Pkwy, Suite 200',
    zip: '89052',
    phone: '702-555-0187',
    clientId: 'BW-1014',
    serviceTitanId: '61020519',
    license: 'Contractors License: 0083377',
    region: 'desert',
    opened: 2016,
    owners: 'Marcus Reed',
    owned: ['89002', '89012', '89014', '89015', '89052', '89074'],
    allowed: ['89011', '89044', '89005', '89123', '89183'],
    hours: { weekdays: ['08:00', '17:00'], Saturday: 'closed', Sunday: 'closed' },
    payment: 'Visa|Mastercard|American Express|Check',
    intro:
      'Marcus Reed retired from the Air Force after twenty-two years at Nellis and opened Brightwood Henderson in 2016. He runs the office the way he ran a maintenance squadron: clear plans, honest timelines and no loose ends. Our craftsmen live in Green Valley, Anthem and Inspirada, so we are rarely more than twenty minutes away.',
    why: {
      heading: 'Why Henderson Trusts Brightwood',
      copy: '<p>We treat every service call like a mission with a checklist. You get a named craftsman, a clear scope and a photo summary of the finished work.</p><ul><li><strong>Veteran-owned</strong>, with a 10% discount for military families and first responders.</li><li><strong>Background-checked craftsmen</strong> in uniform, every visit.</li><li><strong>Clean-up included</strong>: we leave your home the way we found it, minus the problem.</li></ul>',
    },
    offers: [
      {
        name: '10% Off for Military & First Responders',
        description: 'Active duty, veterans, police, fire and EMS families save 10% on labor for any project.',
        terms: 'Show valid ID or DD-214 at the first visit. Labor only; maximum discount $500. Cannot be combined with other offers.',
        icon: 'heart',
      },
      {
        name: '$50 Off Your First Project',
        description: 'New to Brightwood Henderson? Take $50 off your first project of $400 or more.',
        terms: 'New customers only. One per household. Valid at Brightwood Handyman of Henderson.',
        icon: 'price',
      },
    ],
    team: [
      {
        name: 'Marcus Reed',
        title: 'Owner',
        bio: 'Marcus spent 22 years as an Air Force maintenance officer. He brings the same attention to checklists and safety to every home in Henderson.',
        look: { skin: 5, hair: 'black', style: 'bald', beard: 'full', shirt: '#d02030' },
      },
      {
        name: 'Gloria Nunez',
        title: 'Office Manager',
        bio: 'Gloria keeps the schedule moving and answers the phone with a smile. She has lived in Green Valley since 1994.',
        look: { skin: 2, hair: 'dark', style: 'long', shirt: '#4c7a5a', logo: false },
      },
      {
        name: 'Devin Park',
        title: 'Senior Craftsman',
        bio: 'Devin is a licensed journeyman carpenter who specialises in doors, trim and cabinetry. Ask him about his 1960s Airstream restoration.',
        look: { skin: 1, hair: 'black', style: 'side', glasses: true, cap: false },
      },
    ],
    reviews: [
      {
        stars: 5,
        text: 'Marcus came out himself to look at our sagging pergola. The crew rebuilt it in two days and it is rock solid. Excellent communication throughout.',
        name: 'Jerome W.',
      },
      {
        stars: 5,
        text: 'Devin hung six new interior doors and adjusted every one until they closed with one finger. Great craftsmanship.',
        name: 'Lisa H.',
      },
      {
        stars: 4,
        text: 'Good job on our garage storage shelves. Would have liked an earlier start date, but the work was worth the wait.',
        name: 'Tom B.',
      },
      { stars: 5, text: 'Veteran-owned and it shows. On time, organized and they even swept the driveway.', name: 'Ramona F.' },
      {
        stars: 5,
        text: 'They replaced a rotten fascia board and painted it to match before our HOA inspection. Fast and fair.',
        name: 'Kevin L.',
      },
    ],
    gallery: [
      { scene: 'carpentry', state: 'after', cats: 'Carpentry', desc: 'Custom garage workshop shelving and pegboard wall.' },
      {
        scene: 'doors',
        state: 'after',
        cats: 'Doors & Windows',
        desc: 'Six-panel interior doors hung and adjusted throughout a Seven Hills home.',
        palette: { door: '#f4f1ea' },
      },
      {
        scene: 'deck',
        state: 'after',
        region: 'desert',
        cats: 'Decks|Exterior',
        desc: 'Pergola rebuild with powder-coated brackets and new shade slats.',
      },
      { scene: 'bathroom', state: 'after', cats: 'Bathroom', desc: 'Guest bath update with a new vanity, mirror and lighting.' },
      {
        scene: 'painting',
        state: 'after',
        cats: 'Painting',
        desc: 'Accent wall and trim repaint in an Anthem living room.',
        palette: { fresh: '#b9856a' },
      },
      {
        scene: 'home',
        state: 'after',
        region: 'desert',
        cats: 'Exterior',
        desc: 'Fascia replacement and exterior touch-up before an HOA inspection.',
        house: { wall: '#e8d2b0' },
      },
      { scene: 'safety', state: 'after', cats: 'Bathroom|Safety', desc: 'Grab bars and a handheld shower for a couple aging in place.' },
    ],
    beforeAfter: 'bathroom',
    cities: [
      {
        name: 'Green Valley',
        slug: 'green-valley',
        note: 'Green Valley homes from the late 1980s and 1990s are ready for updated bathrooms, doors and lighting.',
      },
      {
        name: 'Anthem',
        slug: 'anthem',
        note: 'Anthem sits higher than the rest of the valley, so wind-driven dust and sun exposure are hard on doors, paint and weatherstripping.',
      },
      {
        name: 'Inspirada',
        slug: 'inspirada',
        note: 'Newer Inspirada homes call for first-year fixes, TV mounting, closet systems and backyard shade structures.',
      },
      {
        name: 'Boulder City',
        slug: 'boulder-city',
        note: 'Boulder City has some of the oldest homes in southern Nevada, and they reward careful, period-appropriate repairs.',
      },
    ],
    packages: ['honey-do-half-day', 'move-in-ready', 'aging-in-place-safety', 'spring-exterior-tune-up'],
  },
  {
    slug: 'north-scottsdale',
    name: 'Brightwood Handyman of North Scottsdale',
    city: 'Scottsdale',
    locatedIn: 'North Scottsdale',
    state: 'Arizona',
    abbr: 'AZ',
    address: '15040 N Northsight Blvd, Suite 108',
    zip: '85260',
    phone: '480-555-0119',
    clientId: 'BW-1022',
    serviceTitanId: '61020687',
    license: 'LIC# ROC 318842',
    region: 'sonoran',
    opened: 2017,
    owners: 'Kevin and Laura Brandt',
    owned: ['85255', '85258', '85259', '85260', '85262', '85266'],
    allowed: ['85254', '85268', '85331', '85377'],
    hours: { weekdays: ['07:00', '16:00'], Saturday: ['08:00', '12:00'], Sunday: 'closed' },
    payment: 'Visa|Mastercard|American Express|Discover|Check|ACH Transfer',
    intro:
      'Kevin and Laura Brandt moved from Minneapolis to Scottsdale in 2015 and quickly learned that desert homes break differently. Two years later they opened Brightwood North Scottsdale. We serve homeowners and seasonal residents from McCormick Ranch to Carefree, including lock-up and check-in service while you are away for the summer.',
    why: {
      heading: 'Why North Scottsdale Chooses Brightwood',
      copy: '<p>Many of our clients split the year between Arizona and somewhere cooler. We make that easy.</p><ul><li><strong>Snowbird service:</strong> we can meet a contractor, take delivery or run a pre-arrival punch list while you are out of state.</li><li><strong>Arizona ROC licensed</strong> and fully insured.</li><li><strong>Photo updates</strong> at the start and end of every visit.</li></ul>',
    },
    offers: [
      {
        name: 'Snowbird Pre-Arrival Check: $199',
        description: 'We test the HVAC, run every faucet, flush toilets, check for pests and leaks, and send photos before you return.',
        terms: 'Homes up to 3,500 sq ft. Repairs quoted separately. Book at least 7 days before your arrival date.',
        icon: 'calendar',
      },
      {
        name: '$100 Off Projects of $1,500 or More',
        description: 'Save on larger repairs and remodels, from bathroom refreshes to patio shade structures.',
        terms: 'Applies to projects booked and completed within 60 days of the estimate. Not valid with other offers.',
        icon: 'price',
      },
      {
        name: 'Free Smoke Detector Check',
        description: 'With any service call, we test and replace batteries in up to six smoke and CO detectors at no charge.',
        terms: 'Batteries included; replacement detectors billed at cost.',
        icon: 'licensed',
      },
    ],
    team: [
      {
        name: 'Kevin Brandt',
        title: 'Owner',
        bio: 'A former commercial property manager, Kevin knows how to keep a big list of small repairs moving. He handles estimates and larger remodels.',
        look: { skin: 0, hair: 'blonde', style: 'short', shirt: '#d02030' },
      },
      {
        name: 'Laura Brandt',
        title: 'Co-Owner',
        bio: 'Laura coordinates our snowbird service and manages key holding. She sends most of those start-and-finish photo updates.',
        look: { skin: 0, hair: 'brown', style: 'long', shirt: '#6b5b95', logo: false },
      },
      {
        name: 'Ramon Estrada',
        title: 'Lead Craftsman',
        bio: 'Ramon has worked on Scottsdale homes for twenty years and is a wizard with stucco, pavers and outdoor kitchens.',
        look: { skin: 3, hair: 'dark', style: 'short', beard: 'mustache', cap: true },
      },
      {
        name: 'Jasmine Cole',
        title: 'Craftsman',
        bio: 'Jasmine came to us from a cabinet shop and handles most of our carpentry, trim and cabinet hardware work.',
        look: { skin: 4, hair: 'black', style: 'bun', shirt: '#d02030' },
      },
    ],
    reviews: [
      {
        stars: 5,
        text: 'We spend summers in Michigan and Brightwood checked on our house every two weeks. When the water heater leaked they caught it within a day. Worth every penny.',
        name: 'Bob and Ellen S.',
      },
      {
        stars: 5,
        text: 'Ramon repaired cracked stucco and repainted the whole front elevation. Fantastic attention to detail.',
        name: 'Nadia A.',
      },
      {
        stars: 4,
        text: 'Solid work on a bathroom refresh. One vanity handle arrived damaged and it took a week to get a replacement.',
        name: 'Chris D.',
      },
      {
        stars: 5,
        text: 'Jasmine installed new cabinet hardware and adjusted every single door. It feels like a new kitchen.',
        name: 'Patty W.',
      },
      {
        stars: 5,
        text: 'Honest, on time and very professional. They told us the ceiling fan we wanted would not work with our ceiling and suggested a better option.',
        name: 'Mark J.',
      },
      {
        stars: 2,
        text: 'The repair was fine but the invoice was higher than I expected for the time on site. Kevin did call me to walk through the materials line by line.',
        name: 'Stephen G.',
      },
    ],
    gallery: [
      {
        scene: 'home',
        state: 'after',
        region: 'sonoran',
        cats: 'Exterior|Painting',
        desc: 'Stucco crack repair and full front elevation repaint in Grayhawk.',
      },
      {
        scene: 'kitchen',
        state: 'after',
        cats: 'Kitchen|Carpentry',
        desc: 'New cabinet hardware, soft-close hinges and pendant lights.',
        palette: { island: '#6b8f71' },
      },
      {
        scene: 'bathroom',
        state: 'after',
        cats: 'Bathroom',
        desc: 'Master bath refresh with a new floating vanity.',
        palette: { vanity: '#8a5a3b' },
      },
      { scene: 'deck', state: 'after', region: 'sonoran', cats: 'Decks|Exterior', desc: 'Patio shade structure with cedar slats.' },
      { scene: 'electrical', state: 'after', cats: 'Electrical', desc: 'Ceiling fan swap on a sloped great-room ceiling.' },
      {
        scene: 'fence',
        state: 'after',
        region: 'sonoran',
        cats: 'Fencing|Exterior',
        desc: 'Horizontal cedar privacy fence for a side yard.',
        board: true,
      },
      { scene: 'windows', state: 'after', cats: 'Doors & Windows', desc: 'Low-E window replacement on a west-facing wall.' },
      {
        scene: 'painting',
        state: 'after',
        cats: 'Painting',
        desc: 'Interior repaint in warm desert tones.',
        palette: { fresh: '#c9a27a' },
      },
    ],
    beforeAfter: 'painting',
    cities: [
      {
        name: 'McCormick Ranch',
        slug: 'mccormick-ranch',
        note: 'McCormick Ranch homes from the 1970s and 1980s often have original doors, windows and bathrooms ready for an update.',
      },
      {
        name: 'Grayhawk',
        slug: 'grayhawk',
        note: 'Grayhawk stucco and paver patios take a beating from the summer sun; regular maintenance keeps them looking new.',
      },
      {
        name: 'DC Ranch',
        slug: 'dc-ranch',
        note: 'DC Ranch architecture calls for careful, HOA-approved exterior work and high-end interior finish carpentry.',
      },
      {
        name: 'Fountain Hills',
        slug: 'fountain-hills',
        note: 'Fountain Hills homes on hillside lots often need retaining-wall, drainage and deck attention.',
      },
      {
        name: 'Cave Creek',
        slug: 'cave-creek',
        note: 'Cave Creek ranch properties mean fences, gates, barns and long driveways, which we are happy to help with.',
      },
    ],
    packages: ['honey-do-half-day', 'bathroom-refresh', 'kitchen-cabinet-refresh', 'spring-exterior-tune-up', 'curb-appeal'],
  },
  {
    slug: 'tempe',
    name: 'Brightwood Handyman of Tempe',
    city: 'Tempe',
    state: 'Arizona',
    abbr: 'AZ',
    address: '1845 E Broadway Rd, Suite 112',
    zip: '85282',
    phone: '480-555-0163',
    clientId: 'BW-1029',
    serviceTitanId: '61020733',
    license: 'LIC# ROC 329907',
    region: 'sonoran',
    opened: 2019,
    owners: 'Hector Villanueva',
    owned: ['85281', '85282', '85283', '85284'],
    allowed: ['85224', '85226', '85201', '85202', '85210', '85233'],
    hours: { weekdays: ['07:00', '17:00'], Saturday: ['08:00', '14:00'], Sunday: 'closed' },
    payment: 'Visa|Mastercard|Discover|Check|Cash',
    intro:
      'Hector Villanueva grew up in Tempe, studied construction management at ASU and spent a decade as a superintendent for a regional homebuilder. In 2019 he opened Brightwood Tempe to do the kind of careful, one-home-at-a-time work he missed. We serve Tempe, Chandler, Mesa and Gilbert, including a lot of rental properties near campus.',
    why: {
      heading: 'Why the East Valley Calls Brightwood',
      copy: '<p>Whether it is your forever home or a rental between tenants, we move quickly and keep you informed.</p><ul><li><strong>Rental turnover service:</strong> paint, patch, fixtures and a punch list finished in days, not weeks.</li><li><strong>Saturday hours</strong> for the projects that cannot wait.</li><li><strong>Local and licensed:</strong> Arizona ROC licensed, insured, and born in Tempe.</li></ul>',
    },
    offers: [
      {
        name: 'Rental Turnover Package: 10% Off',
        description: 'Landlords and property managers save 10% on turnover work booked within 7 days of move-out.',
        terms: 'Applies to labor. Proof of ownership or management agreement required. Valid at Brightwood Tempe.',
        icon: 'home',
      },
      {
        name: '$50 Off Any Saturday Booking',
        description: 'Book a Saturday half day or more and save $50.',
        terms: 'Minimum 4 hours of labor. Subject to availability.',
        icon: 'calendar',
      },
    ],
    team: [
      {
        name: 'Hector Villanueva',
        title: 'Owner',
        bio: 'Hector is a Tempe native and former homebuilder superintendent. He is known for walking jobs with a tape measure in one hand and coffee in the other.',
        look: { skin: 3, hair: 'black', style: 'short', beard: 'full', shirt: '#d02030' },
      },
      {
        name: 'Amy Tran',
        title: 'Scheduling & Estimates',
        bio: 'Amy manages the calendar and writes most of our estimates. She is also our resident paint-color consultant.',
        look: { skin: 1, hair: 'black', style: 'long', shirt: '#2f5d7c', logo: false, glasses: true },
      },
      {
        name: 'Isaiah Brooks',
        title: 'Craftsman',
        bio: 'Isaiah handles our rental turnovers and is fast, tidy and unflappable. Previously a Marine Corps combat engineer.',
        look: { skin: 5, hair: 'black', style: 'buzz', cap: true },
      },
    ],
    reviews: [
      {
        stars: 5,
        text: 'Hector turned around our rental in four days between tenants: paint, blinds, a new faucet and a dozen fixes. Great communication with photos.',
        name: 'Vanessa C.',
      },
      {
        stars: 4,
        text: 'Good work installing our ceiling fans. They had to come back for one that wobbled, but fixed it the same week.',
        name: 'Ryan O.',
      },
      {
        stars: 5,
        text: 'Isaiah patched and painted the whole interior after our move-out. Our deposit came back in full. I love these guys.',
        name: 'Kayla M.',
      },
      { stars: 5, text: 'Honest pricing, showed up on a Saturday, and did the job right. Highly recommend.', name: 'Doug E.' },
    ],
    gallery: [
      {
        scene: 'painting',
        state: 'after',
        cats: 'Painting|Drywall',
        desc: 'Rental turnover: patch, prime and repaint in a neutral grey.',
        palette: { fresh: '#a9adb1' },
      },
      { scene: 'electrical', state: 'after', cats: 'Electrical', desc: 'New ceiling fan and dimmer in a Tempe bungalow.' },
      {
        scene: 'kitchen',
        state: 'after',
        cats: 'Kitchen',
        desc: 'Kitchen faucet, disposal and backsplash update.',
        palette: { island: '#8a5a3b' },
      },
      { scene: 'flooring', state: 'after', cats: 'Flooring', desc: 'Luxury vinyl plank throughout a campus-area rental.' },
      { scene: 'fence', state: 'after', region: 'sonoran', cats: 'Fencing', desc: 'Block-wall gate replacement and picket fence repair.' },
      {
        scene: 'living',
        state: 'after',
        cats: 'Painting|Carpentry',
        desc: 'Baseboard and door casing replacement with fresh paint.',
        palette: { sofa: '#8a6f5c' },
      },
    ],
    beforeAfter: 'living',
    cities: [
      {
        name: 'Tempe',
        slug: 'tempe',
        note: 'From Maple-Ash bungalows to Kiwanis Park ranch homes, Tempe houses range from the 1940s to today.',
      },
      {
        name: 'Chandler',
        slug: 'chandler',
        note: 'Chandler neighborhoods from the 1990s and 2000s are now due for new fixtures, fences and flooring.',
      },
      {
        name: 'Mesa',
        slug: 'mesa',
        note: 'West Mesa homes often have original windows and block walls that benefit from updates and repairs.',
      },
      {
        name: 'Gilbert',
        slug: 'gilbert',
        note: 'Gilbert families keep us busy with playroom built-ins, backyard projects and TV mounting.',
      },
    ],
    packages: ['honey-do-half-day', 'move-in-ready', 'kitchen-cabinet-refresh', 'home-sale-prep'],
  },
  {
    slug: 'northwest-austin',
    name: 'Brightwood Handyman of Northwest Austin',
    city: 'Austin',
    locatedIn: 'Northwest Austin',
    state: 'Texas',
    abbr: 'TX',
    address: '13376 Research Blvd, Suite 310',
    zip: '78750',
    phone: '512-555-0128',
    clientId: 'BW-1035',
    serviceTitanId: '61020801',
    license: 'License# AUS-2021-04417',
    region: 'hillcountry',
    opened: 2018,
    owners: 'Jake and Melissa Thornton',
    owned: ['78726', '78729', '78730', '78731', '78750', '78759'],
    allowed: ['78613', '78717', '78727', '78732', '78641'],
    hours: { weekdays: ['08:00', '17:30'], Saturday: ['09:00', '13:00'], Sunday: 'closed' },
    payment: 'Visa|Mastercard|American Express|Discover|Check',
    intro:
      'Jake Thornton built custom furniture in a shop off Anderson Mill Road before he and Melissa opened Brightwood Northwest Austin in 2018. Our crew handles the realities of Hill Country homes: expansive clay soil that shifts door frames, cedar fences that need constant love, and decks that bake in the Texas sun.',
    why: {
      heading: 'Why Northwest Austin Picks Brightwood',
      copy: "<p>We do not upsell, and we do not disappear halfway through a job.</p><ul><li><strong>Foundation-movement know-how:</strong> we fix sticking doors and drywall cracks the right way, and tell you when it is time to call a structural engineer.</li><li><strong>Fence and deck specialists</strong> with our own cedar supplier.</li><li><strong>Text updates</strong> with your craftsman's name and arrival time.</li></ul>",
    },
    offers: [
      {
        name: 'Fence Stain Special: $0.95 per sq ft',
        description: 'Clean, brighten and seal your cedar fence with a semi-transparent stain.',
        terms: 'Minimum 600 sq ft. Fence must be in repairable condition; board replacements quoted separately.',
        icon: 'paint',
      },
      {
        name: '$75 Off Deck Repairs',
        description: 'Save on board replacement, railing repairs and refinishing for decks of any size.',
        terms: 'Projects of $600 or more. Valid through the end of the current season.',
        icon: 'tools',
      },
    ],
    team: [
      {
        name: 'Jake Thornton',
        title: 'Owner & Master Carpenter',
        bio: 'Jake spent twelve years building custom furniture before opening Brightwood. He still gets excited about a perfectly scribed shelf.',
        look: { skin: 0, hair: 'brown', style: 'side', beard: 'full', shirt: '#d02030' },
      },
      {
        name: 'Melissa Thornton',
        title: 'Co-Owner',
        bio: 'Melissa runs the office, the books and our community partnerships with local schools.',
        look: { skin: 1, hair: 'auburn', style: 'long', shirt: '#4c7a5a', logo: false },
      },
      {
        name: 'Carlos Mendez',
        title: 'Deck & Fence Lead',
        bio: 'Carlos has built more than 300 fences in Williamson and Travis counties and can spot a failing post from the street.',
        look: { skin: 3, hair: 'black', style: 'short', cap: true },
      },
      {
        name: 'Whitney Hall',
        title: 'Craftsman',
        bio: "Whitney specialises in drywall and paint, and keeps a notebook of every Austin builder's wall texture.",
        look: { skin: 2, hair: 'dark', style: 'curly', shirt: '#d02030' },
      },
    ],
    reviews: [
      {
        stars: 5,
        text: 'Carlos and team replaced 40 feet of fence and stained the rest. It looks brand new. Recommend them to all our neighbors in Anderson Mill.',
        name: 'Brian F.',
      },
      {
        stars: 5,
        text: 'Jake built floor-to-ceiling bookshelves around our fireplace. Expertise you can see in every joint.',
        name: 'Nicole and Sam T.',
      },
      {
        stars: 4,
        text: 'They fixed our sticking doors and the drywall cracks from foundation movement. Honest that some cracks may come back if the slab keeps moving.',
        name: 'Hannah P.',
      },
      {
        stars: 5,
        text: 'Fast response after a storm took down part of our fence. Temporary fix the same day, full repair two days later.',
        name: 'Marcus G.',
      },
      { stars: 5, text: 'Whitney matched our knockdown texture perfectly. Great work and a great attitude.', name: 'Erin S.' },
    ],
    gallery: [
      {
        scene: 'fence',
        state: 'after',
        region: 'hillcountry',
        cats: 'Fencing|Exterior',
        desc: 'Cedar privacy fence with a cap-and-trim top rail.',
        board: true,
      },
      {
        scene: 'deck',
        state: 'after',
        region: 'hillcountry',
        cats: 'Decks|Exterior',
        desc: 'Deck refinish with new railing balusters.',
        palette: { wood: '#a8683a' },
      },
      {
        scene: 'carpentry',
        state: 'after',
        cats: 'Carpentry',
        desc: 'Built-in bookshelves flanking a limestone fireplace.',
        palette: { wood: '#6f4a30' },
      },
      { scene: 'drywall', state: 'after', cats: 'Drywall|Painting', desc: 'Foundation crack repair with matched knockdown texture.' },
      {
        scene: 'doors',
        state: 'after',
        cats: 'Doors & Windows',
        desc: 'Front door rehang and weatherstripping after slab movement.',
        palette: { door: '#2f5d7c' },
      },
      {
        scene: 'home',
        state: 'after',
        region: 'hillcountry',
        cats: 'Exterior|Painting',
        desc: 'Trim and siding repaint on a 1985 limestone two-story.',
      },
      {
        scene: 'bathroom',
        state: 'after',
        cats: 'Bathroom',
        desc: 'Hall bath refresh with subway tile and a new vanity.',
        palette: { vanity: '#2f5d7c' },
      },
      {
        scene: 'kitchen',
        state: 'after',
        cats: 'Kitchen|Carpentry',
        desc: 'Island addition with butcher-block top.',
        palette: { island: '#4c7a5a' },
      },
    ],
    beforeAfter: 'deck',
    cities: [
      {
        name: 'Cedar Park',
        slug: 'cedar-park',
        note: 'Cedar Park homes sit on shifting clay, so doors, trim and drywall need regular attention.',
      },
      {
        name: 'Round Rock',
        slug: 'round-rock',
        note: 'Round Rock neighborhoods from the 1990s and 2000s are ready for fence replacements and deck refinishing.',
      },
      {
        name: 'Leander',
        slug: 'leander',
        note: 'Newer Leander builds keep us busy with shelving, fans, backyard projects and first-year warranty leftovers.',
      },
      {
        name: 'Anderson Mill',
        slug: 'anderson-mill',
        note: 'Anderson Mill homes from the 1980s often need updated bathrooms and a lot of fence work.',
      },
      {
        name: 'Great Hills',
        slug: 'great-hills',
        note: 'Great Hills homes on wooded lots mean gutters full of oak leaves and decks that need sealing.',
      },
    ],
    packages: ['honey-do-half-day', 'deck-restoration', 'fall-weatherproofing', 'curb-appeal', 'home-sale-prep'],
  },
  {
    slug: 'plano',
    name: 'Brightwood Handyman of Plano',
    city: 'Plano',
    state: 'Texas',
    abbr: 'TX',
    address: '5700 W Plano Pkwy, Suite 1400',
    zip: '75093',
    phone: '972-555-0134',
    clientId: 'BW-1038',
    serviceTitanId: '61020856',
    license: 'License# TX-88210',
    region: 'hillcountry',
    opened: 2015,
    owners: 'Daniel and Grace Okafor',
    owned: ['75023', '75024', '75025', '75074', '75075', '75093'],
    allowed: ['75002', '75013', '75034', '75080', '75082', '75094'],
    hours: { weekdays: ['08:00', '17:00'], Saturday: 'closed', Sunday: 'closed' },
    payment: 'Visa|Mastercard|American Express|Discover|Check|Financing Available',
    subPages: true,
    intro:
      "Daniel Okafor was an engineer at a Legacy West tech company who spent every weekend fixing his neighbors' homes. In 2015 he and Grace made it official. Brightwood Plano now has eight full-time craftsmen serving Plano, Frisco, Allen and Richardson, and we still answer the phone ourselves.",
    why: {
      heading: 'Why Plano Families Trust Brightwood',
      copy: '<p>We built this business on being the handyman we wanted to hire.</p><ul><li><strong>Engineer-grade estimates:</strong> line-item pricing, materials listed, no surprises.</li><li><strong>Financing available</strong> for projects over $2,500.</li><li><strong>Two-year warranty</strong> on our workmanship, double the industry norm.</li></ul>',
    },
    offers: [
      {
        name: '$100 Off a Bathroom Refresh',
        description: 'Save $100 on our Bathroom Refresh package: new fixtures, caulk, grout and hardware.',
        terms: 'Package pricing applies to one bathroom. Additional bathrooms quoted separately. Cannot be combined.',
        icon: 'price',
      },
      {
        name: 'Spring Tune-Up: Free Gutter Clean',
        description: 'Book any exterior project of $500 or more and we clean your gutters for free.',
        terms: 'Single-story or two-story homes up to 3,000 sq ft. March through May.',
        icon: 'leaf',
      },
      {
        name: 'Senior Discount: 10% Off Labor',
        description: 'Homeowners 65 and over save 10% on labor, every visit.',
        terms: 'Applies to labor only. Maximum discount $300 per project.',
        icon: 'heart',
      },
    ],
    team: [
      {
        name: 'Daniel Okafor',
        title: 'Owner',
        bio: 'Daniel left a software engineering career to do what he loved on weekends. He is obsessed with level shelves and accurate estimates.',
        look: { skin: 5, hair: 'black', style: 'short', glasses: true, shirt: '#d02030' },
      },
      {
        name: 'Grace Okafor',
        title: 'Co-Owner & Customer Care',
        bio: 'Grace leads customer care and makes sure every finished job gets a follow-up call a week later.',
        look: { skin: 4, hair: 'black', style: 'bun', shirt: '#6b5b95', logo: false },
      },
      {
        name: 'Mike Sullivan',
        title: 'Lead Craftsman',
        bio: 'Mike has 25 years in residential remodeling and mentors every new craftsman who joins the team.',
        look: { skin: 0, hair: 'grey', style: 'buzz', beard: 'full', cap: true },
      },
      {
        name: 'Rosa Delgado',
        title: 'Craftsman, Tile & Bath',
        bio: "Rosa is our tile specialist. Her grout lines are straighter than most people's rulers.",
        look: { skin: 2, hair: 'brown', style: 'long', shirt: '#d02030' },
      },
      {
        name: 'Trevor Nguyen',
        title: 'Apprentice Craftsman',
        bio: "Trevor joined through our apprenticeship program after graduating from Plano ISD's construction academy.",
        look: { skin: 1, hair: 'black', style: 'side', shirt: '#d02030' },
      },
    ],
    reviews: [
      {
        stars: 5,
        text: 'Rosa retiled our shower and it is gorgeous. Grace called a week later to make sure we were happy. Excellent from start to finish.',
        name: 'Angela B.',
      },
      {
        stars: 5,
        text: "Daniel's estimate was the most detailed I have ever received, and the final bill matched it to the dollar.",
        name: 'Steve K.',
      },
      {
        stars: 5,
        text: 'Mike and Trevor installed crown molding in three rooms. Fantastic craftsmanship and they cleaned up every speck of sawdust.',
        name: 'Linda and Ray M.',
      },
      {
        stars: 4,
        text: 'Very happy with our new interior doors. Scheduling took about two weeks, which was longer than I hoped.',
        name: 'Olivia W.',
      },
      { stars: 5, text: 'They fixed a leaking shower valve that two plumbers could not find. Worth every penny.', name: 'Frank D.' },
      {
        stars: 5,
        text: 'We used the senior discount for grab bars and a new railing. Polite, patient and careful with our home.',
        name: 'Margaret H.',
      },
      {
        stars: 4,
        text: 'Good job replacing rotted siding boards. Paint match was very close, just slightly off in direct sun.',
        name: 'Jason L.',
      },
      { stars: 5, text: 'Great experience. Honest advice about what we could do ourselves and what needed a pro.', name: 'Tanya R.' },
    ],
    gallery: [
      {
        scene: 'bathroom',
        state: 'after',
        cats: 'Bathroom',
        desc: 'Shower retile with a niche and a linear drain.',
        palette: { tile: '#d9e6df' },
      },
      { scene: 'carpentry', state: 'after', cats: 'Carpentry', desc: 'Crown molding and built-in bookcase in a Willow Bend study.' },
      {
        scene: 'doors',
        state: 'after',
        cats: 'Doors & Windows',
        desc: 'Front door replacement with a smart lock.',
        palette: { door: '#1f3f5f' },
      },
      { scene: 'kitchen', state: 'after', cats: 'Kitchen', desc: 'Backsplash, lighting and cabinet paint in a 1990s kitchen.' },
      { scene: 'safety', state: 'after', cats: 'Safety|Bathroom', desc: 'Grab bars, a shower seat and non-slip flooring.' },
      {
        scene: 'home',
        state: 'after',
        region: 'hillcountry',
        cats: 'Exterior|Painting',
        desc: 'Rotted siding replaced and repainted to match.',
        house: { wall: '#d9cbb0' },
      },
      {
        scene: 'deck',
        state: 'after',
        region: 'hillcountry',
        cats: 'Decks',
        desc: 'Composite deck with aluminum balusters.',
        palette: { wood: '#7d6a5c' },
      },
      {
        scene: 'living',
        state: 'after',
        cats: 'Painting|Electrical',
        desc: 'Living room repaint with recessed lighting.',
        palette: { wall: '#e4e0d3', sofa: '#6f7f5c' },
      },
      { scene: 'flooring', state: 'after', cats: 'Flooring', desc: 'Wide-plank oak floors in an open-plan living area.' },
      { scene: 'gutters', state: 'after', region: 'southern', cats: 'Exterior', desc: 'Gutter guards and downspout extensions.' },
      {
        scene: 'fence',
        state: 'after',
        region: 'hillcountry',
        cats: 'Fencing',
        desc: 'Board-on-board cedar fence with steel posts.',
        board: true,
      },
      { scene: 'electrical', state: 'after', cats: 'Electrical', desc: 'Smart fan and lighting install in a Frisco game room.' },
    ],
    beforeAfter: 'bathroom',
    cities: [
      { name: 'Plano', slug: 'plano', note: 'West Plano homes from the 1980s and 1990s are ready for updated baths, doors and trim.' },
      {
        name: 'Frisco',
        slug: 'frisco',
        note: 'Newer Frisco homes need finishing touches: shelving, fans, mounted TVs and backyard projects.',
      },
      {
        name: 'Allen',
        slug: 'allen',
        note: 'Allen neighborhoods see a lot of fence replacement and deck refinishing after North Texas summers.',
      },
      {
        name: 'Richardson',
        slug: 'richardson',
        note: 'Mid-century Richardson homes reward careful carpentry and period-appropriate updates.',
      },
      { name: 'Murphy', slug: 'murphy', note: 'Murphy families keep us busy with playroom built-ins, garage storage and honey-do lists.' },
    ],
    packages: [
      'honey-do-half-day',
      'bathroom-refresh',
      'kitchen-cabinet-refresh',
      'aging-in-place-safety',
      'deck-restoration',
      'spring-exterior-tune-up',
      'home-sale-prep',
    ],
    news: [
      {
        title: 'Brightwood Plano joins the Plano ISD career day',
        date: '2026-03-05',
        copy: 'Mike Sullivan and Trevor Nguyen spent a morning at Plano Senior High talking about careers in the skilled trades.',
      },
      {
        title: 'Our apprenticeship program welcomes its third class',
        date: '2025-09-15',
        copy: 'Two new apprentices joined the team this fall. They will spend twelve months learning alongside our senior craftsmen.',
      },
      {
        title: 'Ramp build for a local veteran',
        date: '2025-06-21',
        copy: 'We teamed up with a local veterans group to build a wheelchair ramp for a Navy veteran in East Plano.',
      },
    ],
    campaign: {
      slug: 'bathroom-refresh',
      heading: 'A Fresher Bathroom in Two Days',
      copy: 'Save $100 on our Bathroom Refresh: new faucet and shower trim, fresh caulk and grout, new hardware and lighting. Most bathrooms are done in two days.',
    },
  },
  {
    slug: 'boulder',
    name: 'Brightwood Handyman of Boulder County',
    city: 'Boulder',
    state: 'Colorado',
    abbr: 'CO',
    address: '1800 38th St, Suite 100',
    zip: '80301',
    phone: '303-555-0171',
    clientId: 'BW-1041',
    serviceTitanId: '61020902',
    license: 'Contractor License 52174',
    region: 'mountain',
    opened: 2014,
    owners: 'Erin Caldwell',
    owned: ['80301', '80302', '80303', '80304', '80305'],
    allowed: ['80026', '80027', '80501', '80503'],
    hours: { weekdays: ['07:30', '16:30'], Friday: ['07:30', '15:00'], Saturday: 'closed', Sunday: 'closed' },
    payment: 'Visa|Mastercard|American Express|Check|ACH Transfer',
    intro:
      'Erin Caldwell was a civil engineer with the City of Boulder before she opened Brightwood Boulder County in 2014. We care about durable repairs and low-waste materials, and we know what Front Range weather does to a house: hail, freeze-thaw cycles and intense high-altitude sun.',
    why: {
      heading: 'Why Boulder County Chooses Brightwood',
      copy: '<p>We fix things to last, because the greenest repair is the one you only make once.</p><ul><li><strong>Low-waste workshop:</strong> we donate usable leftover materials to Habitat for Humanity ReStore.</li><li><strong>Winterization experts</strong> who know freeze-thaw damage.</li><li><strong>City of Boulder licensed</strong> and fully insured.</li></ul>',
    },
    offers: [
      {
        name: 'Winter-Ready Package: $50 Off',
        description: 'Weatherstripping, door sweeps, hose bib covers and a draft check before the first freeze.',
        terms: 'Booked between September 1 and November 30. Single-family homes only.',
        icon: 'leaf',
      },
      {
        name: 'Hail Damage Assessment: Free',
        description:
          'After a hailstorm, we inspect siding, gutters, window screens and deck surfaces and give you a written report for your insurer.',
        terms: 'Within 30 days of a documented storm. Roof inspections from the ground only.',
        icon: 'shield',
      },
    ],
    team: [
      {
        name: 'Erin Caldwell',
        title: 'Owner',
        bio: 'Erin is a licensed civil engineer turned handyman business owner. She loves a good drainage problem.',
        look: { skin: 0, hair: 'brown', style: 'bun', glasses: true, shirt: '#d02030' },
      },
      {
        name: 'Noah Fischer',
        title: 'Lead Craftsman',
        bio: 'Noah restored historic homes on Mapleton Hill for a decade and handles our carpentry and window work.',
        look: { skin: 0, hair: 'blonde', style: 'side', beard: 'full', cap: true },
      },
      {
        name: 'Keiko Yamada',
        title: 'Craftsman',
        bio: 'Keiko is our fixture and finish specialist and an avid backcountry skier.',
        look: { skin: 1, hair: 'black', style: 'long', shirt: '#d02030' },
      },
    ],
    reviews: [
      {
        stars: 5,
        text: 'Noah repaired our 1920s double-hung windows instead of replacing them. They work better than ever. Great expertise.',
        name: 'Paul R.',
      },
      { stars: 5, text: "Erin's hail assessment report made our insurance claim painless. Highly recommend.", name: 'Julia K.' },
      {
        stars: 4,
        text: 'Good winterization work. A bit pricier than another quote, but they found and fixed a real draft problem.',
        name: 'Ben S.',
      },
      { stars: 5, text: 'Keiko installed all our new light fixtures and ceiling fans in one day. Tidy and friendly.', name: 'Alicia M.' },
    ],
    gallery: [
      {
        scene: 'windows',
        state: 'after',
        cats: 'Doors & Windows|Carpentry',
        desc: 'Restored double-hung windows in a Mapleton Hill bungalow.',
      },
      {
        scene: 'home',
        state: 'after',
        region: 'mountain',
        cats: 'Exterior|Painting',
        desc: 'Siding repair and repaint after hail damage.',
      },
      { scene: 'electrical', state: 'after', cats: 'Electrical', desc: 'Light fixtures and ceiling fans throughout a Gunbarrel home.' },
      {
        scene: 'deck',
        state: 'after',
        region: 'mountain',
        cats: 'Decks',
        desc: 'Deck board replacement and sealing.',
        palette: { wood: '#9a6a44' },
      },
      {
        scene: 'gutters',
        state: 'after',
        region: 'mountain',
        cats: 'Exterior',
        desc: 'Heated gutter cable and downspout extension to stop ice dams.',
      },
      {
        scene: 'doors',
        state: 'after',
        cats: 'Doors & Windows',
        desc: 'Weatherstripping and a new threshold for a drafty entry door.',
        palette: { door: '#4c7a5a' },
      },
    ],
    beforeAfter: 'deck',
    cities: [
      {
        name: 'Boulder',
        slug: 'boulder',
        note: 'Boulder homes range from Victorian cottages to 1970s contemporaries, and all of them face hail and freeze-thaw.',
      },
      {
        name: 'Louisville',
        slug: 'louisville',
        note: 'Louisville homeowners are still rebuilding and upgrading after the Marshall Fire; we help with the finish work.',
      },
      {
        name: 'Lafayette',
        slug: 'lafayette',
        note: "Lafayette's older downtown homes and new subdivisions both keep our carpentry crew busy.",
      },
      {
        name: 'Longmont',
        slug: 'longmont',
        note: 'Longmont homes see big temperature swings, so weatherstripping and exterior paint need regular attention.',
      },
    ],
    packages: ['honey-do-half-day', 'fall-weatherproofing', 'deck-restoration', 'aging-in-place-safety'],
  },
  {
    slug: 'south-denver',
    name: 'Brightwood Handyman of South Denver',
    city: 'Littleton',
    locatedIn: 'South Denver',
    state: 'Colorado',
    abbr: 'CO',
    address: '2 W Dry Creek Cir, Suite 110',
    zip: '80120',
    phone: '303-555-0106',
    clientId: 'BW-1047',
    serviceTitanId: '61020968',
    license: 'Contractor License 2019-0412',
    region: 'mountain',
    opened: 2019,
    owners: 'Jordan and Kim Pryor',
    owned: ['80120', '80121', '80122', '80123', '80126', '80128', '80129', '80130'],
    allowed: ['80110', '80111', '80112', '80124', '80134'],
    hours: { weekdays: ['07:00', '17:00'], Saturday: ['08:00', '12:00'], Sunday: 'closed' },
    payment: 'Visa|Mastercard|Discover|Check',
    intro:
      'Jordan and Kim Pryor both grew up in Littleton and bought their first house, a 1972 split-level, in Columbine Knolls. Fixing it taught them more than any class. Brightwood South Denver serves Littleton, Centennial, Highlands Ranch and Englewood with the same hands-on care.',
    why: {
      heading: 'Why South Denver Calls Brightwood',
      copy: '<p>We are your neighbors, and we plan to be here for a long time.</p><ul><li><strong>Split-level specialists:</strong> we know the stairs, railings and basement quirks of 1970s Front Range homes.</li><li><strong>Saturday morning appointments</strong> for busy families.</li><li><strong>Fixed-price quotes</strong> for most common projects.</li></ul>',
    },
    offers: [
      {
        name: '$60 Off Railing & Stair Repairs',
        description: 'Loose balusters, wobbly handrails and squeaky treads fixed right.',
        terms: 'Projects of $400 or more. Interior and exterior stairs.',
        icon: 'tools',
      },
      {
        name: 'Basement Finishing Consultation: Free',
        description: 'Thinking about finishing your basement? We will walk it with you and outline the options and permits.',
        terms: 'Consultation is free and comes with no obligation.',
        icon: 'home',
      },
    ],
    team: [
      {
        name: 'Jordan Pryor',
        title: 'Owner',
        bio: 'Jordan spent eight years as a framer before opening Brightwood South Denver. He coaches Little League in his spare time.',
        look: { skin: 2, hair: 'dark', style: 'short', beard: 'mustache', shirt: '#d02030' },
      },
      {
        name: 'Kim Pryor',
        title: 'Co-Owner & Office Manager',
        bio: "Kim keeps the office running and the customers informed. She is also the one who remembers your dog's name.",
        look: { skin: 1, hair: 'blonde', style: 'long', shirt: '#2f5d7c', logo: false },
      },
      {
        name: 'Andre Simmons',
        title: 'Craftsman',
        bio: 'Andre is our stairs-and-railings expert and has rebuilt more split-level staircases than he can count.',
        look: { skin: 4, hair: 'black', style: 'buzz', beard: 'full', cap: true },
      },
      {
        name: "Megan O'Neill",
        title: 'Craftsman',
        bio: 'Megan handles painting, drywall and trim, and has a sharp eye for colour.',
        look: { skin: 0, hair: 'auburn', style: 'bun', shirt: '#d02030' },
      },
    ],
    reviews: [
      {
        stars: 5,
        text: 'Andre rebuilt our split-level stair railing and it is beautiful and solid. Great job.',
        name: 'Chris and Dana L.',
      },
      {
        stars: 5,
        text: 'Fixed-price quote, done in one day, and they cleaned up completely. We will be calling them again.',
        name: 'Heather B.',
      },
      {
        stars: 4,
        text: 'Megan did a great job painting our basement. The Saturday appointment was really helpful for us.',
        name: 'Tyler V.',
      },
      {
        stars: 5,
        text: 'Jordan walked our unfinished basement with us and gave honest advice about what it would cost. No pressure at all.',
        name: 'Samantha J.',
      },
      { stars: 3, text: 'Work quality was good but they had to order a special part, which added a week.', name: 'Greg N.' },
    ],
    gallery: [
      { scene: 'carpentry', state: 'after', cats: 'Carpentry', desc: 'Split-level stair railing rebuild in Columbine Knolls.' },
      {
        scene: 'painting',
        state: 'after',
        cats: 'Painting',
        desc: 'Basement family room repaint in a warm white.',
        palette: { fresh: '#e8e0cf' },
      },
      {
        scene: 'home',
        state: 'after',
        region: 'mountain',
        cats: 'Exterior',
        desc: 'Front porch and trim refresh on a 1972 split-level.',
        house: { wall: '#b9a48a' },
      },
      { scene: 'drywall', state: 'after', cats: 'Drywall', desc: 'Water-damaged ceiling replaced and textured.' },
      { scene: 'fence', state: 'after', region: 'mountain', cats: 'Fencing', desc: 'Picket fence repair and repaint in Highlands Ranch.' },
      {
        scene: 'living',
        state: 'after',
        cats: 'Flooring|Carpentry',
        desc: 'New carpet-to-plank conversion with new baseboards.',
        palette: { floor: '#a87a50' },
      },
      { scene: 'bathroom', state: 'after', cats: 'Bathroom', desc: 'Basement bathroom finish with a walk-in shower.' },
    ],
    beforeAfter: 'fence',
    cities: [
      {
        name: 'Littleton',
        slug: 'littleton',
        note: 'Littleton split-levels and ranches from the 1960s and 1970s often need stairs, railings and windows updated.',
      },
      {
        name: 'Centennial',
        slug: 'centennial',
        note: 'Centennial homeowners keep us busy with basement finishing, trim work and deck repairs.',
      },
      {
        name: 'Highlands Ranch',
        slug: 'highlands-ranch',
        note: 'Highlands Ranch HOAs have strict exterior standards; we know the paint palettes and fence rules.',
      },
      { name: 'Englewood', slug: 'englewood', note: 'Englewood bungalows benefit from careful window, door and plaster repairs.' },
    ],
    packages: ['honey-do-half-day', 'move-in-ready', 'fall-weatherproofing', 'home-sale-prep'],
  },
  {
    slug: 'north-raleigh',
    name: 'Brightwood Handyman of North Raleigh',
    city: 'Raleigh',
    locatedIn: 'North Raleigh',
    state: 'North Carolina',
    abbr: 'NC',
    address: '8480 Honeycutt Rd, Suite 200',
    zip: '27615',
    phone: '919-555-0152',
    clientId: 'BW-1053',
    serviceTitanId: '61021044',
    license: 'License# 87214',
    region: 'piedmont',
    opened: 2016,
    owners: 'Will and Cassandra Hartley',
    owned: ['27609', '27612', '27613', '27614', '27615'],
    allowed: ['27587', '27604', '27616', '27617'],
    hours: { weekdays: ['08:00', '17:00'], Saturday: 'closed', Sunday: 'closed' },
    payment: 'Visa|Mastercard|American Express|Discover|Check|Cash',
    subPages: true,
    intro:
      'Will Hartley was a high-school shop teacher in Wake County for twelve years; Cassandra managed projects for a Research Triangle Park biotech. In 2016 they combined his craftsmanship and her organisation to open Brightwood North Raleigh. Our craftsmen know the crawlspaces, decks and humidity of Piedmont homes inside and out.',
    why: {
      heading: 'Why North Raleigh Trusts Brightwood',
      copy: '<p>We are teachers and planners at heart: we explain what we find and let you decide.</p><ul><li><strong>NC licensed general contractor</strong>, so no project is too big to quote.</li><li><strong>Humidity-smart materials</strong> for decks, trim and bathrooms.</li><li><strong>Satisfaction guarantee:</strong> if you are not happy, we come back until you are.</li></ul>',
    },
    offers: [
      {
        name: 'Deck Wash & Seal: $125 Off',
        description: 'Pressure wash, brighten and seal your deck before summer.',
        terms: 'Decks up to 400 sq ft. Board replacement quoted separately. March through June.',
        icon: 'paint',
      },
      {
        name: '$50 Off Any Half-Day Visit',
        description: 'Save $50 when you book a Honey-Do Half Day for your list of small repairs.',
        terms: 'New and returning customers. One per household per year.',
        icon: 'checklist',
      },
    ],
    team: [
      {
        name: 'Will Hartley',
        title: 'Owner',
        bio: 'Will taught woodshop at a Wake County high school for twelve years. He still loves explaining how things work.',
        look: { skin: 0, hair: 'brown', style: 'short', beard: 'full', glasses: true, shirt: '#d02030' },
      },
      {
        name: 'Cassandra Hartley',
        title: 'Co-Owner & Operations',
        bio: 'Cassandra ran research projects in RTP before joining Will. She runs scheduling and keeps every job on time.',
        look: { skin: 4, hair: 'black', style: 'curly', shirt: '#2f5d7c', logo: false },
      },
      {
        name: 'DeShawn Miller',
        title: 'Lead Craftsman',
        bio: 'DeShawn has fifteen years of remodeling experience and a reputation for flawless trim work.',
        look: { skin: 5, hair: 'black', style: 'buzz', cap: true },
      },
      {
        name: 'Emily Carter',
        title: 'Craftsman',
        bio: "Emily is a former student of Will's who went on to earn her carpentry certification at Wake Tech.",
        look: { skin: 0, hair: 'blonde', style: 'long', shirt: '#d02030' },
      },
    ],
    reviews: [
      {
        stars: 5,
        text: 'DeShawn rebuilt our rotting deck stairs and installed new railings. Excellent work and very professional.',
        name: 'Rebecca A.',
      },
      {
        stars: 5,
        text: 'Will explained exactly what was wrong with our crawlspace door and vapor barrier. Great teacher, even better handyman.',
        name: 'Howard C.',
      },
      {
        stars: 4,
        text: 'Emily did a great job on our closet shelving. The start date slipped by a day because of rain on another job.',
        name: 'Kristen F.',
      },
      {
        stars: 5,
        text: 'Our go-to for everything now. Cassandra is super organized and they always show up on time.',
        name: 'Matt and Jenny O.',
      },
      { stars: 5, text: 'They sealed our deck and replaced a dozen boards. It looks fantastic and the price was fair.', name: 'Omar Y.' },
      { stars: 5, text: 'Best handyman in Raleigh. I recommend them to everyone in our neighborhood.', name: 'Sharon P.' },
    ],
    gallery: [
      {
        scene: 'deck',
        state: 'after',
        region: 'piedmont',
        cats: 'Decks',
        desc: 'Deck stairs rebuilt with new railings and sealed boards.',
      },
      { scene: 'carpentry', state: 'after', cats: 'Carpentry', desc: 'Closet shelving and built-in drawers.' },
      {
        scene: 'home',
        state: 'after',
        region: 'piedmont',
        cats: 'Exterior|Painting',
        desc: 'Trim, shutters and front door repaint on a brick colonial.',
      },
      { scene: 'bathroom', state: 'after', cats: 'Bathroom', desc: 'Hall bath update with a new tub surround.' },
      { scene: 'gutters', state: 'after', region: 'piedmont', cats: 'Exterior', desc: 'Gutter guards for a home under mature oaks.' },
      { scene: 'windows', state: 'after', cats: 'Doors & Windows', desc: 'Rotted window sills replaced and painted.' },
      {
        scene: 'kitchen',
        state: 'after',
        cats: 'Kitchen',
        desc: 'Cabinet painting and new hardware.',
        palette: { cab: '#e8ece6', island: '#2e6b4f' },
      },
      { scene: 'drywall', state: 'after', cats: 'Drywall', desc: 'Ceiling repair after a bathroom leak.' },
      {
        scene: 'living',
        state: 'after',
        cats: 'Painting',
        desc: 'Living room repaint in a soft greige.',
        palette: { wall: '#e2dcd0', sofa: '#5a6b7d' },
      },
    ],
    beforeAfter: 'deck',
    cities: [
      {
        name: 'North Raleigh',
        slug: 'north-raleigh',
        note: 'North Raleigh homes from the 1980s and 1990s often have decks, crawlspaces and trim ready for attention.',
      },
      { name: 'Wake Forest', slug: 'wake-forest', note: "Wake Forest's historic downtown homes and new subdivisions both keep us busy." },
      {
        name: 'North Hills',
        slug: 'north-hills',
        note: 'North Hills mid-century ranches reward careful updates to baths, kitchens and windows.',
      },
      {
        name: 'Brier Creek',
        slug: 'brier-creek',
        note: 'Brier Creek townhomes and single-family homes need regular exterior maintenance under HOA rules.',
      },
    ],
    packages: ['honey-do-half-day', 'deck-restoration', 'bathroom-refresh', 'fall-weatherproofing', 'curb-appeal'],
    news: [
      {
        title: 'Brightwood North Raleigh helps rebuild a Habitat home',
        date: '2026-02-28',
        copy: 'Our crew spent two Saturdays framing and trimming a Habitat for Humanity of Wake County home in Southeast Raleigh.',
      },
      {
        title: 'Free deck safety checks during Deck Safety Month',
        date: '2025-05-01',
        copy: 'All May long we offered free deck safety inspections: ledger boards, railings, stairs and fasteners.',
      },
    ],
    campaign: {
      slug: 'deck-season',
      heading: 'Deck Season Is Here',
      copy: 'Save $125 on a deck wash and seal. We pressure wash, brighten and seal your deck so it is ready for summer cookouts.',
    },
  },
  {
    slug: 'south-charlotte',
    name: 'Brightwood Handyman of South Charlotte',
    city: 'Charlotte',
    locatedIn: 'South Charlotte',
    state: 'North Carolina',
    abbr: 'NC',
    address: '15905 Brookway Dr, Suite 4208',
    zip: '28277',
    phone: '704-555-0195',
    clientId: 'BW-1058',
    serviceTitanId: '61021107',
    license: 'Contractors License: NC GC 79311',
    region: 'piedmont',
    opened: 2020,
    owners: 'Andre Coleman',
    owned: ['28209', '28210', '28211', '28226', '28270', '28277'],
    allowed: ['28105', '28134', '28173', '29707'],
    hours: { weekdays: ['07:30', '16:30'], Saturday: ['09:00', '12:00'], Sunday: 'closed' },
    payment: 'Visa|Mastercard|American Express|Check|Zelle',
    intro:
      "Andre Coleman managed construction for a national bank's branch network before opening Brightwood South Charlotte in 2020, right as everyone started noticing everything that needed fixing at home. We serve Ballantyne, SouthPark, Matthews and across the state line in Fort Mill.",
    why: {
      heading: 'Why South Charlotte Picks Brightwood',
      copy: '<p>Professional project management for projects of every size.</p><ul><li><strong>Licensed general contractor</strong> in North Carolina.</li><li><strong>Serving both sides of the state line</strong>, from SouthPark to Fort Mill.</li><li><strong>Online photo reports</strong> for every completed job.</li></ul>',
    },
    offers: [
      {
        name: '$100 Off Projects Over $1,000',
        description: 'Save on your next remodel, deck or larger repair project.',
        terms: 'Valid on projects booked within 30 days of the estimate.',
        icon: 'price',
      },
      {
        name: 'Free Caulk & Seal With Any Bath Project',
        description: 'We re-caulk your tub or shower for free when you book any bathroom work.',
        terms: 'One tub or shower per project.',
        icon: 'clean',
      },
    ],
    team: [
      {
        name: 'Andre Coleman',
        title: 'Owner',
        bio: 'Andre spent fifteen years managing construction projects across the Carolinas. He answers his own phone and returns every call the same day.',
        look: { skin: 5, hair: 'black', style: 'short', beard: 'full', shirt: '#d02030' },
      },
      {
        name: 'Lauren Mitchell',
        title: 'Office Manager',
        bio: 'Lauren handles scheduling and estimates, and she is the reason our invoices are always clear.',
        look: { skin: 0, hair: 'brown', style: 'long', shirt: '#4c7a5a', logo: false },
      },
      {
        name: 'Victor Ramirez',
        title: 'Lead Craftsman',
        bio: 'Victor is a master tile setter and bathroom remodeling specialist with twenty years in the trade.',
        look: { skin: 3, hair: 'black', style: 'side', beard: 'mustache', cap: true },
      },
    ],
    reviews: [
      {
        stars: 5,
        text: 'Victor remodeled our guest bathroom and the tile work is stunning. Fantastic communication from Andre throughout.',
        name: 'Michelle D.',
      },
      {
        stars: 5,
        text: 'They fixed our wood rot, painted the trim and replaced the garage door seal in one day. Highly recommend.',
        name: 'Tony R.',
      },
      { stars: 4, text: 'Good quality work on our deck repair. Price was fair, scheduling took a couple weeks.', name: 'Amanda K.' },
      { stars: 5, text: 'Andre is a true professional. The photo report at the end was a great touch.', name: 'Daniel F.' },
    ],
    gallery: [
      {
        scene: 'bathroom',
        state: 'after',
        cats: 'Bathroom',
        desc: 'Guest bathroom remodel with porcelain tile.',
        palette: { tile: '#e6e0d6', vanity: '#2f3136' },
      },
      {
        scene: 'home',
        state: 'after',
        region: 'piedmont',
        cats: 'Exterior|Painting',
        desc: 'Wood rot repair and trim repaint in Ballantyne.',
        house: { wall: '#f1efe8', roof: '#4b5563' },
      },
      { scene: 'deck', state: 'after', region: 'piedmont', cats: 'Decks', desc: 'Deck repair with new joists and boards.' },
      {
        scene: 'doors',
        state: 'after',
        cats: 'Doors & Windows',
        desc: 'Front door and storm door installation.',
        palette: { door: '#2e6b4f' },
      },
      { scene: 'kitchen', state: 'after', cats: 'Kitchen', desc: 'Backsplash tile and under-cabinet lighting.' },
      { scene: 'plumbing', state: 'after', cats: 'Plumbing|Bathroom', desc: 'Vanity, faucet and shut-off valve replacement.' },
    ],
    beforeAfter: 'bathroom',
    cities: [
      {
        name: 'Ballantyne',
        slug: 'ballantyne',
        note: 'Ballantyne homes from the 1990s and 2000s are ready for bath updates and exterior wood-rot repair.',
      },
      {
        name: 'SouthPark',
        slug: 'southpark',
        note: "SouthPark's mid-century homes call for careful carpentry and period-appropriate updates.",
      },
      { name: 'Matthews', slug: 'matthews', note: 'Matthews homeowners keep us busy with decks, fences and kitchen refreshes.' },
      {
        name: 'Fort Mill',
        slug: 'fort-mill',
        note: 'Across the line in South Carolina, newer Fort Mill neighborhoods need shelving, fans and backyard projects.',
      },
    ],
    packages: ['honey-do-half-day', 'bathroom-refresh', 'kitchen-cabinet-refresh', 'curb-appeal', 'deck-restoration'],
  },
  {
    slug: 'huntsville',
    name: 'Brightwood Handyman of Rocket City',
    city: 'Huntsville',
    state: 'Alabama',
    abbr: 'AL',
    address: '4920 Corporate Dr NW, Suite 100',
    zip: '35805',
    phone: '256-555-0113',
    clientId: 'BW-1062',
    serviceTitanId: '61021150',
    license: 'LIC# 52144',
    region: 'southern',
    opened: 2021,
    owners: 'Ray and Beth Dunaway',
    owned: ['35801', '35802', '35803', '35806', '35811', '35816'],
    allowed: ['35749', '35757', '35758', '35759', '35763'],
    hours: { weekdays: ['07:30', '17:00'], Saturday: 'closed', Sunday: 'closed' },
    payment: 'Visa|Mastercard|Discover|Check|Cash',
    // The owners run their own review widget on their pages: the reviews slider is hidden.
    ownerManagedContent: true,
    intro:
      'Ray Dunaway spent twenty years as an aerospace technician at Redstone Arsenal, where "close enough" is never good enough. He and Beth opened Brightwood Rocket City in 2021. We bring engineering-grade precision to homes across Huntsville, Madison and Hampton Cove.',
    why: {
      heading: 'Why Huntsville Chooses Brightwood',
      copy: '<p>Precision is not just for rockets.</p><ul><li><strong>Alabama Home Builders licensed</strong> and insured.</li><li><strong>Storm-ready:</strong> we help with shutters, tree-damage repairs and safe-room doors.</li><li><strong>Clear, itemised estimates</strong> delivered within one business day.</li></ul>',
    },
    offers: [
      {
        name: '$50 Off for New Customers',
        description: 'Welcome to Brightwood Rocket City. Save $50 on your first project of $350 or more.',
        terms: 'New customers only. One per household.',
        icon: 'price',
      },
      {
        name: 'Storm Prep Check: $99',
        description: 'We check doors, windows, gutters and loose exterior items, and secure what we can before storm season.',
        terms: 'Single-family homes. Repairs quoted separately. February through May.',
        icon: 'shield',
      },
    ],
    team: [
      {
        name: 'Ray Dunaway',
        title: 'Owner',
        bio: 'Ray spent two decades building and testing hardware at Redstone Arsenal. Now he brings that precision to your home.',
        look: { skin: 0, hair: 'grey', style: 'side', glasses: true, shirt: '#d02030' },
      },
      {
        name: 'Beth Dunaway',
        title: 'Co-Owner',
        bio: 'Beth handles customer care and scheduling, and she knows every neighborhood from Five Points to Hampton Cove.',
        look: { skin: 0, hair: 'auburn', style: 'bun', shirt: '#6b5b95', logo: false },
      },
      {
        name: 'Terrence Hill',
        title: 'Lead Craftsman',
        bio: 'Terrence is an Army veteran and licensed carpenter who leads our larger repair projects.',
        look: { skin: 5, hair: 'black', style: 'bald', beard: 'mustache', cap: false },
      },
      {
        name: 'Sofia Alvarez',
        title: 'Craftsman',
        bio: 'Sofia specialises in painting and trim work and has a steady hand with a brush.',
        look: { skin: 2, hair: 'black', style: 'long', shirt: '#d02030' },
      },
    ],
    reviews: [
      {
        stars: 5,
        text: 'Ray measured twice and cut once, every time. Our new interior doors fit perfectly. Excellent.',
        name: 'Cheryl W.',
      },
      { stars: 5, text: 'Terrence repaired storm damage to our fence and shed quickly. Great communication from Beth.', name: 'Jimmy T.' },
      { stars: 5, text: 'Sofia painted our whole downstairs and it looks fantastic. Very neat work.', name: 'Laura G.' },
      {
        stars: 4,
        text: 'Good work on our gutters. They had to come back for one downspout that was leaking at the joint.',
        name: 'Phil B.',
      },
      {
        stars: 5,
        text: 'Honest and precise. They told us we did not need to replace our windows, just reseal them. Saved us thousands.',
        name: 'Denise and Art K.',
      },
    ],
    gallery: [
      {
        scene: 'doors',
        state: 'after',
        cats: 'Doors & Windows',
        desc: 'Interior door replacement throughout a Madison home.',
        palette: { door: '#f4f1ea' },
      },
      { scene: 'fence', state: 'after', region: 'southern', cats: 'Fencing', desc: 'Storm-damaged fence section rebuilt.' },
      {
        scene: 'painting',
        state: 'after',
        cats: 'Painting',
        desc: 'Downstairs repaint in a soft sage green.',
        palette: { fresh: '#a7b89a' },
      },
      { scene: 'gutters', state: 'after', region: 'southern', cats: 'Exterior', desc: 'Gutter realignment and downspout replacement.' },
      {
        scene: 'home',
        state: 'after',
        region: 'southern',
        cats: 'Exterior',
        desc: 'Shutters, trim and porch repairs on a brick ranch.',
        house: { wall: '#c9694e' },
      },
      { scene: 'storm', state: 'after', cats: 'Exterior|Safety', desc: 'Window boarding and storm prep for a Hampton Cove home.' },
    ],
    beforeAfter: 'fence',
    cities: [
      {
        name: 'Huntsville',
        slug: 'huntsville',
        note: "From Twickenham's historic homes to new builds in South Huntsville, we work on every era.",
      },
      { name: 'Madison', slug: 'madison', note: 'Madison families keep us busy with shelving, fans, painting and backyard projects.' },
      { name: 'Harvest', slug: 'harvest', note: 'Harvest homes on larger lots mean fences, sheds and storm repairs.' },
      {
        name: 'Hampton Cove',
        slug: 'hampton-cove',
        note: 'Hampton Cove homes near the mountain need good drainage, gutters and storm preparation.',
      },
    ],
    packages: ['honey-do-half-day', 'move-in-ready', 'spring-exterior-tune-up', 'aging-in-place-safety'],
  },
  {
    slug: 'tampa',
    name: 'Brightwood Handyman of Tampa Bay',
    city: 'Tampa',
    state: 'Florida',
    abbr: 'FL',
    address: '4830 W Kennedy Blvd, Suite 600',
    zip: '33609',
    phone: '813-555-0147',
    clientId: 'BW-1066',
    serviceTitanId: '61021209',
    license: 'Contractors License: CBC1264418',
    region: 'coastal',
    opened: 2018,
    owners: 'Nick and Maria Castellano',
    owned: ['33606', '33609', '33611', '33618', '33624', '33629', '33647'],
    allowed: ['33510', '33511', '33548', '33549', '33558'],
    hours: { is247: true, weekdays: ['07:00', '18:00'], Saturday: ['08:00', '14:00'], Sunday: 'closed' },
    payment: 'Visa|Mastercard|American Express|Discover|Check',
    intro:
      'Nick and Maria Castellano are third-generation Tampa residents whose family has been building in Hillsborough County since the 1960s. Brightwood Tampa Bay keeps a storm-response line open around the clock during hurricane season, and handles everything from South Tampa bungalows to New Tampa new builds the rest of the year.',
    why: {
      heading: 'Why Tampa Bay Trusts Brightwood',
      copy: '<p>Florida homes face sun, salt, humidity and storms. We are ready for all four.</p><ul><li><strong>24/7 storm-response line</strong> for board-up and emergency repairs.</li><li><strong>Florida certified building contractor</strong>, licensed and insured.</li><li><strong>Moisture-resistant materials</strong> in every bath and exterior repair.</li></ul>',
    },
    offers: [
      {
        name: 'Hurricane Prep Package: $50 Off',
        description: 'Shutter checks, window and door sealing, and securing loose exterior items before storm season.',
        terms: 'Booked between May 1 and July 31. Single-family homes.',
        icon: 'shield',
      },
      {
        name: '$75 Off Wood Rot Repairs',
        description: 'Replace rotted fascia, trim, door frames and window sills before the damage spreads.',
        terms: 'Projects of $500 or more. Paint included when matched to existing colour.',
        icon: 'tools',
      },
      {
        name: 'Free Dryer Vent Check',
        description: 'With any service visit, we check and clear your dryer vent to reduce fire risk.',
        terms: 'Vent runs up to 25 ft. Roof-termination vents not included.',
        icon: 'licensed',
      },
    ],
    team: [
      {
        name: 'Nick Castellano',
        title: 'Owner',
        bio: "Nick grew up on his grandfather's job sites in Ybor City. He is a Florida certified building contractor and leads our storm response.",
        look: { skin: 1, hair: 'dark', style: 'short', beard: 'full', shirt: '#d02030' },
      },
      {
        name: 'Maria Castellano',
        title: 'Co-Owner',
        bio: 'Maria runs the office and the 24/7 storm line during hurricane season. She is calm under pressure.',
        look: { skin: 2, hair: 'dark', style: 'long', shirt: '#2a8c8c', logo: false },
      },
      {
        name: 'Jerome Washington',
        title: 'Lead Craftsman',
        bio: "Jerome has twenty years of experience with wood-rot repair, windows and doors in Florida's climate.",
        look: { skin: 5, hair: 'grey', style: 'buzz', beard: 'full', cap: true },
      },
      {
        name: 'Kaitlyn Brooks',
        title: 'Craftsman',
        bio: 'Kaitlyn is our bath and fixture specialist, and a weekend paddleboard instructor.',
        look: { skin: 0, hair: 'blonde', style: 'bun', shirt: '#d02030' },
      },
    ],
    reviews: [
      {
        stars: 5,
        text: 'After the last hurricane, Brightwood boarded our windows at 11 p.m. and came back two days later to fix the fence. Lifesavers.',
        name: 'Rosa M.',
      },
      {
        stars: 5,
        text: 'Jerome replaced rotted fascia and trim all around the house. Excellent craftsmanship and great price.',
        name: 'Bill H.',
      },
      {
        stars: 4,
        text: 'Kaitlyn did a great job on our bathroom fixtures. Had to reschedule once due to a storm emergency, which I completely understand.',
        name: 'Jen W.',
      },
      { stars: 5, text: 'We love this company. Honest, local and they really know Florida homes.', name: 'Carlos and Ana P.' },
      {
        stars: 5,
        text: 'The hurricane prep package gave us real peace of mind. Recommend to every homeowner in South Tampa.',
        name: 'Susan T.',
      },
      { stars: 4, text: 'Good work sealing our windows and doors. Would have liked a text when the crew was on the way.', name: 'Mike Z.' },
    ],
    gallery: [
      { scene: 'storm', state: 'after', cats: 'Exterior|Safety', desc: 'Emergency board-up during a tropical storm.' },
      {
        scene: 'home',
        state: 'after',
        region: 'coastal',
        cats: 'Exterior|Painting',
        desc: 'Fascia and trim replacement on a South Tampa bungalow.',
      },
      {
        scene: 'bathroom',
        state: 'after',
        cats: 'Bathroom',
        desc: 'Bathroom fixture and vanity update in Westchase.',
        palette: { tile: '#d6ece9', vanity: '#2a8c8c' },
      },
      {
        scene: 'doors',
        state: 'after',
        cats: 'Doors & Windows',
        desc: 'Impact-rated front door installation.',
        palette: { door: '#2a8c8c' },
      },
      { scene: 'windows', state: 'after', cats: 'Doors & Windows', desc: 'Window sill rot repair and reseal.' },
      { scene: 'fence', state: 'after', region: 'coastal', cats: 'Fencing', desc: 'Vinyl picket fence repair after storm damage.' },
      {
        scene: 'deck',
        state: 'after',
        region: 'coastal',
        cats: 'Decks',
        desc: 'Lanai deck board replacement with composite.',
        palette: { wood: '#8a7a6a' },
      },
      {
        scene: 'painting',
        state: 'after',
        cats: 'Painting',
        desc: 'Interior repaint in a breezy coastal blue.',
        palette: { fresh: '#8fc1c9' },
      },
    ],
    beforeAfter: 'home',
    cities: [
      {
        name: 'South Tampa',
        slug: 'south-tampa',
        note: 'South Tampa bungalows and Mediterranean Revival homes need careful wood-rot repair and storm prep.',
      },
      {
        name: 'Carrollwood',
        slug: 'carrollwood',
        note: 'Carrollwood homes from the 1970s and 1980s are ready for bath updates, doors and windows.',
      },
      { name: 'Westchase', slug: 'westchase', note: 'Westchase HOAs expect well-kept exteriors, and we know the standards.' },
      { name: 'New Tampa', slug: 'new-tampa', note: 'New Tampa families keep us busy with screens, lanais, shelving and fixtures.' },
      { name: 'Brandon', slug: 'brandon', note: 'Brandon homeowners call us for fences, storm repairs and kitchen refreshes.' },
      { name: 'Lutz', slug: 'lutz', note: 'Lutz homes on larger lots need fences, gates, docks and storm preparation.' },
    ],
    packages: ['honey-do-half-day', 'bathroom-refresh', 'spring-exterior-tune-up', 'curb-appeal', 'home-sale-prep'],
  },
];

const hasSubPageContent = (o: OfficeRecord): o is Office => o.news !== undefined && o.campaign !== undefined && o.seasonal !== undefined;

/** Every office, with its sub-page content: all offices have sub-pages. */
export const OFFICES: Office[] = OFFICE_RECORDS.map((o) => {
  const office = { ...o, ...OFFICE_PAGES[o.slug], subPages: true };
  if (!hasSubPageContent(office)) throw new Error(`office ${o.slug} has no news, campaign or seasonal services`);
  return office;
});
