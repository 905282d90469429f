// Sub-page content per office: news, a campaign and seasonal services. Each office's own words,
// drawn from its town, crew and climate. Merged into OFFICES (offices.ts), so every office gets
// our-team, our-work, reviews, offers, why-choose-us, news-and-events, seasonal-services and a
// campaign page.

export interface NewsItem {
  title: string;
  /** yyyy-mm-dd */
  date: string;
  copy: string;
}

export interface Campaign {
  slug: string;
  heading: string;
  copy: string;
  /** yyyy-mm-dd the offer ends; 2027-03-31 when absent. */
  endsOn?: string;
}

/** [season, what the office recommends and books then] */
export type Seasonal = [season: string, copy: string];

/** An office's sub-page content; an office record may carry some of it itself. */
export interface OfficePages {
  news?: NewsItem[];
  campaign?: Campaign;
  seasonal?: Seasonal[];
}

export const OFFICE_PAGES: Record<string, OfficePages> = {
  summerlin: {
    seasonal: [
      ['Spring', 'Re-caulk windows and door frames before the stucco heats up, and check irrigation lines along the block walls.'],
      [
        'Summer',
        'Monsoon prep: clear scuppers and roof valleys, re-seal penetrations, and tighten loose patio-cover brackets. Exterior crews start at 6 a.m.',
      ],
      ['Fall', 'Repaint sun-faded trim and doors, service the garage door, and fix the cracked tile before the winter rains.'],
      ['Winter', 'Interior projects: drywall repairs, closet systems, ceiling fans and a fresh coat of paint while the heat is off.'],
    ],
  },
  henderson: {
    news: [
      {
        title: 'Brightwood Henderson builds raised garden beds for a Green Valley senior center',
        date: '2026-03-14',
        copy: 'Marcus and Devin built six waist-high cedar beds so residents can garden without kneeling. The tomatoes are already coming in.',
      },
      {
        title: 'Military and first responder discount extended through 2027',
        date: '2026-01-05',
        copy: 'Our 10% labor discount for active duty, veterans, police, fire and EMS families now runs through the end of 2027.',
      },
      {
        title: 'Devin Park completes his journeyman carpentry certification',
        date: '2025-09-22',
        copy: 'Devin finished four years of night classes at the College of Southern Nevada. Ask him about the stair he built for his final exam.',
      },
    ],
    campaign: {
      slug: 'first-project',
      heading: 'Save $50 on Your First Project',
      copy: 'New to Brightwood Henderson? Take $50 off your first project of $400 or more, from a punch list to a pergola repair.',
    },
    seasonal: [
      [
        'Spring',
        'Pergola and shade-structure checks before the first 100-degree day, and new weatherstripping on doors that took a winter of wind.',
      ],
      [
        'Summer',
        'Early-morning exterior work, fascia and trim repairs ahead of HOA inspections, and garage storage while it is too hot for anything else outside.',
      ],
      ['Fall', 'Exterior touch-up painting, gate and fence repairs, and holiday-light hooks installed before the rush.'],
      ['Winter', 'Interior doors, trim and cabinetry: the jobs Devin likes best, done while the valley cools off.'],
    ],
  },
  'north-scottsdale': {
    news: [
      {
        title: 'Snowbird pre-arrival checks now booking for October',
        date: '2026-08-18',
        copy: 'Heading back to the valley for the winter? We open up the house, run every faucet, test the smoke detectors and send you a photo report before you land.',
      },
      {
        title: 'Ramon Estrada leads a stucco repair workshop at the Cave Creek library',
        date: '2026-04-09',
        copy: 'Forty homeowners learned how to spot the difference between a hairline crack and a moisture problem. Ramon brought samples.',
      },
      {
        title: 'Brightwood North Scottsdale donates labor to a Fountain Hills food bank remodel',
        date: '2025-12-02',
        copy: 'Kevin and Jasmine rebuilt the intake counter and hung new shelving so volunteers can stock twice as much.',
      },
    ],
    campaign: {
      slug: 'snowbird-ready',
      heading: 'Come Home to a Ready House',
      copy: 'Book a Snowbird Pre-Arrival Check for $199: we open up, test, fix the small things and send you a photo report before you arrive.',
    },
    seasonal: [
      ['Spring', 'Close-up checks for snowbirds heading north: water shut-offs, timers, pest sealing and a walk-through report.'],
      ['Summer', 'Paver and stucco repairs at dawn, misting-system fixes, and interior projects in empty winter homes.'],
      ['Fall', 'Snowbird pre-arrival checks, exterior paint touch-ups and casita refreshes before guests arrive.'],
      ['Winter', 'High-end finish carpentry, built-ins and bathroom updates while owners are in town to choose finishes.'],
    ],
  },
  tempe: {
    news: [
      {
        title: 'Rental turnover packages for ASU-area landlords',
        date: '2026-05-02',
        copy: 'Move-out week is our busiest of the year. Book a turnover visit and we patch, paint, re-key and fix the blinds between tenants.',
      },
      {
        title: 'Brightwood Tempe now open Saturdays',
        date: '2026-02-10',
        copy: 'Hector added Saturday appointments so working families do not have to take a day off to meet a craftsman.',
      },
      {
        title: 'Isaiah Brooks restores a 1950s Maple-Ash bungalow porch',
        date: '2025-10-27',
        copy: 'Isaiah matched the original beadboard ceiling and turned new porch columns to the old profile. The neighbors noticed.',
      },
    ],
    campaign: {
      slug: 'rental-turnover',
      heading: 'Turn Your Rental Around in a Week',
      copy: 'Save 10% on a rental turnover: patching, paint, fixtures, blinds and a punch list, scheduled around your next move-in date.',
    },
    seasonal: [
      ['Spring', 'Rental turnovers ahead of May move-outs, and block-wall and gate repairs before the heat.'],
      ['Summer', 'Interior painting, ceiling fans and TV mounting while it is too hot to work outdoors past ten.'],
      ['Fall', 'Porch and patio repairs in the older Tempe neighborhoods, and fence replacements in Chandler and Gilbert.'],
      ['Winter', 'Window and door replacements in West Mesa homes, and holiday-ready guest rooms.'],
    ],
  },
  'northwest-austin': {
    news: [
      {
        title: 'Fence stain season opens in April',
        date: '2026-03-20',
        copy: 'Cedar fences on the west side take a beating from the sun. We are booking fence stain appointments now at $0.95 per square foot.',
      },
      {
        title: 'Carlos Mendez rebuilds a Round Rock playground deck with volunteers',
        date: '2025-11-15',
        copy: 'Carlos and a dozen parents replaced the rotten deck boards on the Brushy Creek playground in a single Saturday.',
      },
      {
        title: 'Jake Thornton named a Texas master carpenter',
        date: '2025-06-08',
        copy: 'Jake earned his master carpenter certification after eighteen years of trim, stairs and built-ins around the Hill Country.',
      },
    ],
    campaign: {
      slug: 'fence-stain',
      heading: 'A Fence That Lasts Another Summer',
      copy: 'Our fence stain special is $0.95 per square foot: we clean, brighten and seal your cedar fence against the Texas sun.',
    },
    seasonal: [
      ['Spring', 'Fence staining and deck sealing before the heat, and door and trim fixes as the clay soil shifts.'],
      ['Summer', 'Shade structures, ceiling fans and attic access ladders, with outdoor work done early in the day.'],
      ['Fall', 'Gutter cleaning under the oaks in Great Hills and Anderson Mill, and deck repairs before the holidays.'],
      ['Winter', 'Freeze prep for hose bibs and exposed pipes, and interior carpentry: built-ins, shelving and stair repairs.'],
    ],
  },
  plano: {
    seasonal: [
      ['Spring', 'Free gutter clean with a spring tune-up, fence repairs after winter storms, and hail checks on siding and screens.'],
      ['Summer', 'Bathroom refreshes in two days, garage storage and playroom built-ins while school is out.'],
      ['Fall', 'Deck refinishing before the first cold front, weatherstripping, and grab bars for visiting grandparents.'],
      ['Winter', 'Interior trim and door work in older Richardson homes, and freeze prep for exposed pipes.'],
    ],
  },
  boulder: {
    news: [
      {
        title: 'Free hail damage assessments after the June storms',
        date: '2026-06-12',
        copy: 'Erin and Noah are walking roofs, gutters and siding across Louisville and Lafayette. We document everything your insurer will ask for.',
      },
      {
        title: 'Brightwood Boulder County goes all-electric on its work trucks',
        date: '2026-02-21',
        copy: "Our two new service vans are electric, charged on the office roof's solar panels. Same tools, quieter arrivals.",
      },
      {
        title: 'Keiko Yamada leads an energy-saving weatherization day in Longmont',
        date: '2025-10-04',
        copy: 'Keiko and volunteers sealed drafts and added door sweeps in twelve homes for the Longmont Housing Authority.',
      },
    ],
    campaign: {
      slug: 'winter-ready',
      heading: 'Ready for the First Freeze',
      copy: 'Save $50 on our Winter-Ready Package: weatherstripping, door sweeps, hose-bib covers, gutter cleaning and a furnace-filter swap.',
    },
    seasonal: [
      ['Spring', 'Hail damage checks on siding, screens and gutters, and freeze-thaw repairs to decks and steps.'],
      ['Summer', 'Exterior painting in the dry months, deck rebuilds and screen-door repairs in the Victorian cottages.'],
      ['Fall', 'The Winter-Ready Package: weatherstripping, door sweeps, hose-bib covers and gutter cleaning before the first freeze.'],
      ['Winter', 'Ice dam prevention, interior repairs and energy-saving upgrades like attic hatch insulation.'],
    ],
  },
  'south-denver': {
    news: [
      {
        title: 'Railing and stair repairs: safer steps before the snow',
        date: '2026-09-15',
        copy: 'Loose railings and icy steps cause more winter falls than anything else. We are booking $60-off railing and stair repairs through November.',
      },
      {
        title: "Megan O'Neill finishes her first basement from framing to trim",
        date: '2026-04-28',
        copy: 'Megan led a Highlands Ranch basement finish start to finish: a guest room, a bathroom and a movie wall the kids have already claimed.',
      },
      {
        title: 'Brightwood South Denver sponsors the Littleton Main Street cleanup',
        date: '2025-08-09',
        copy: 'Jordan, Kim and the crew repainted benches and planters along Main Street with the Littleton business association.',
      },
    ],
    campaign: {
      slug: 'basement-finishing',
      heading: 'Finish the Basement This Winter',
      copy: 'Book a free basement finishing consultation: we measure, sketch the layout and give you a written estimate for framing, drywall and trim.',
    },
    seasonal: [
      ['Spring', 'Deck and fence repairs after a winter of freeze-thaw, and hail checks on gutters and siding.'],
      ['Summer', 'Exterior painting, railing replacements and backyard projects in Centennial and Highlands Ranch.'],
      ['Fall', 'Railing and stair repairs before the snow, weatherstripping and gutter cleaning.'],
      ['Winter', 'Basement finishing, drywall and interior trim while the weather keeps everyone inside.'],
    ],
  },
  'north-raleigh': {
    seasonal: [
      ['Spring', 'Deck wash and seal after the pollen, screened-porch repairs and crawlspace door checks.'],
      ['Summer', 'Deck Safety Month checks in May, then fans, shelving and bathroom updates while the humidity is high.'],
      ['Fall', 'Gutter cleaning under the pines, exterior trim repairs and weatherstripping before the first frost.'],
      ['Winter', 'Interior projects in North Hills ranches: baths, kitchens, windows and trim.'],
    ],
  },
  'south-charlotte': {
    news: [
      {
        title: 'Free caulk and seal with any bathroom project this spring',
        date: '2026-03-03',
        copy: 'Book any bathroom repair or update and we re-caulk and seal your tub or shower at no charge. Humid summers are hard on old caulk.',
      },
      {
        title: 'Victor Ramirez rebuilds a Matthews church fellowship hall kitchen',
        date: '2025-12-12',
        copy: 'Victor donated two weekends to replace the cabinets and countertops where the congregation serves its Wednesday suppers.',
      },
      {
        title: 'Brightwood South Charlotte opens a Fort Mill service area',
        date: '2025-07-01',
        copy: 'We now serve Fort Mill and Tega Cay on the South Carolina side of the line. Same crew, same prices.',
      },
    ],
    campaign: {
      slug: 'bath-refresh',
      heading: 'A Bathroom That Feels New',
      copy: 'Save $100 on bathroom projects over $1,000, and we re-caulk and seal the tub or shower for free while we are there.',
    },
    seasonal: [
      ['Spring', 'Re-caulk and seal baths before the humid months, and screened-porch and deck repairs in SouthPark and Matthews.'],
      ['Summer', 'Interior updates in air conditioning: vanities, lighting, shelving and ceiling fans.'],
      ['Fall', 'Gutter cleaning, exterior trim and wood rot repairs, and HOA touch-ups in Ballantyne.'],
      ['Winter', 'Kitchen and bath updates, drywall repairs and guest-room refreshes before the holidays.'],
    ],
  },
  huntsville: {
    news: [
      {
        title: 'Storm prep checks ahead of spring severe weather season',
        date: '2026-02-24',
        copy: 'For $99 we secure loose gutters, check your safe room door, and make sure shutters and garage doors are ready for high winds.',
      },
      {
        title: 'Terrence Hill builds a wheelchair ramp for a Madison veteran',
        date: '2025-11-11',
        copy: 'On Veterans Day Terrence and Sofia built a code-compliant ramp so a Korean War veteran could leave his house on his own again.',
      },
      {
        title: 'Brightwood Rocket City celebrates its fifth year',
        date: '2026-06-01',
        copy: 'Ray and Beth opened the office in 2021 with one truck. Five years and thousands of repairs later, thank you, Huntsville.',
      },
    ],
    campaign: {
      slug: 'storm-prep',
      heading: 'Ready Before the Storm',
      copy: 'Book a $99 Storm Prep Check: gutters secured, safe room door checked, shutters and garage door ready for high winds.',
    },
    seasonal: [
      ['Spring', 'Storm prep checks before severe weather season, and gutter and downspout repairs.'],
      ['Summer', 'Deck repairs, fans and attic ladders in Madison and Harvest, with outdoor work before the afternoon storms.'],
      ['Fall', 'Exterior painting and wood rot repairs, and weatherstripping before the cold snaps.'],
      ['Winter', 'Freeze prep for exposed pipes, interior doors and trim, and safety upgrades like grab bars.'],
    ],
  },
  tampa: {
    news: [
      {
        title: 'Hurricane prep packages now booking for June 1',
        date: '2026-05-05',
        copy: 'We install shutter tracks, secure soffits, check garage door bracing and clean gutters so you are not scrambling when a storm is named.',
      },
      {
        title: 'Our storm-response line stays open 24/7 all season',
        date: '2026-06-01',
        copy: "Call any hour for emergency board-ups and tarping after a storm. Jerome's crew is on call through November 30.",
      },
      {
        title: 'Kaitlyn Brooks restores a Hyde Park porch with original heart pine',
        date: '2025-09-19',
        copy: 'Kaitlyn salvaged heart pine from a Seminole Heights teardown to patch a 1920s porch floor. You cannot find the seams.',
      },
    ],
    campaign: {
      slug: 'hurricane-prep',
      heading: 'Ready Before Hurricane Season',
      copy: 'Save $50 on our Hurricane Prep Package: shutter tracks, soffit checks, garage door bracing and gutter cleaning before June 1.',
    },
    seasonal: [
      ['Spring', 'Hurricane prep before June 1: shutter tracks, soffits, garage door bracing and gutters.'],
      ['Summer', 'Storm response 24/7, wood rot repairs after the rains, and interior projects out of the heat.'],
      ['Fall', 'Post-season repairs, exterior painting in the drier months and dryer vent checks.'],
      ['Winter', 'Porch and deck restorations in South Tampa, and guest-room refreshes for visiting family.'],
    ],
  },
};
