// Packages: fixed-scope bundles with a time estimate. Categories drive the packages index tabs.
import type { SceneKind, SceneOptions } from '../lib/scenes';

export const PACKAGE_CATEGORIES = ['Interior', 'Exterior'] as const;

export type PackageCategory = (typeof PACKAGE_CATEGORIES)[number];

export interface Package {
  id: string;
  name: string;
  categories: PackageCategory[];
  /** Illustration of the package image and banner. */
  scene: SceneKind;
  season?: SceneOptions['season'];
  sign?: string;
  intro: string;
  description: string;
  time: string;
  /** What you get, one item per list entry. */
  get: string[];
  options: string;
  /** [text, Font Awesome icon class] */
  highlights: [text: string, icon: string][];
  terms: string;
}

export const PACKAGES: Package[] = [
  {
    id: 'honey-do-half-day',
    name: 'Honey-Do Half Day',
    categories: ['Interior', 'Exterior'],
    scene: 'workshop',
    intro: 'Four hours of a skilled craftsman working through your list of small repairs, in one visit.',
    description:
      '<p>Every home collects small jobs: the closet door off its track, the wobbly towel bar, the outlet cover that cracked two winters ago. Send us your list when you book, and we arrive with the parts and tools to work through it in a single, focused half day.</p>',
    time: 'Four hours on site',
    get: [
      'A background-checked craftsman for four continuous hours',
      'Common parts and fasteners included',
      'A written list of anything we could not finish, with a price to complete it',
      'Clean-up and haul-away of small debris',
    ],
    options: '<p>Add a second craftsman for larger lists, or extend to a full day at a reduced hourly rate.</p>',
    highlights: [
      ['Fixed price for four hours', 'fa-clock'],
      ['Parts included for most jobs', 'fa-toolbox'],
      ['Send your list in advance', 'fa-list-check'],
    ],
    terms:
      '<p>Package pricing covers four consecutive hours of labor and up to $40 of common parts. Specialty parts, fixtures and materials are billed at cost. Work that requires a licensed trade (panel work, gas lines) is quoted separately.</p>',
  },
  {
    id: 'move-in-ready',
    name: 'Move-In Ready',
    categories: ['Interior'],
    scene: 'living',
    intro: 'Locks re-keyed, detectors tested, fixtures checked and the small fixes done before you unpack.',
    description:
      '<p>The week before move-in is the easiest time to fix a house. The rooms are empty and you can see every scuff. We re-key exterior locks, test and replace smoke and CO detectors, check every faucet, toilet and outlet, patch and touch up walls, and mount your TVs and curtain rods so your first night feels like home.</p>',
    time: 'One to two days',
    get: [
      'Re-key up to four exterior locks',
      'Test or replace up to six smoke and CO detectors',
      'Check every faucet, toilet, outlet and GFCI',
      'Patch and touch up up to ten wall dings',
      'Mount up to two TVs and four curtain rods',
    ],
    options: '<p>Add full-room painting, new light fixtures or closet systems.</p>',
    highlights: [
      ['New keys before day one', 'fa-key'],
      ['Safety devices tested', 'fa-shield'],
      ['Ready to unpack', 'fa-box-open'],
    ],
    terms:
      '<p>Lock hardware and detectors are billed at cost if replacement is needed. TV mounts supplied by the homeowner or quoted separately. Homes up to 3,000 sq ft.</p>',
  },
  {
    id: 'bathroom-refresh',
    name: 'Bathroom Refresh',
    categories: ['Interior'],
    scene: 'bathroom',
    intro: 'A fresher bathroom in about two days: new fixtures, caulk, grout, hardware and lighting.',
    description:
      '<p>Most tired bathrooms do not need demolition. We replace the faucet and shower trim, regrout and re-caulk the tub or shower, swap out towel bars, hooks and the vanity light, and replace the exhaust fan if it is loud or weak. The result feels like a new room at a fraction of the cost of a remodel.</p>',
    time: 'About two days',
    get: [
      'New vanity faucet and shower trim',
      'Regrout and re-caulk tub or shower',
      'New towel bars, hooks and toilet paper holder',
      'New vanity light and exhaust fan',
      'New shut-off valves and supply lines',
    ],
    options: '<p>Add a new vanity, mirror, toilet or grab bars.</p>',
    highlights: [
      ['Done in about two days', 'fa-calendar'],
      ['No demolition', 'fa-hammer'],
      ['You pick the fixtures', 'fa-faucet'],
    ],
    terms:
      '<p>Package covers labor for one bathroom. Fixtures are chosen by the homeowner and billed at cost, or supplied by the homeowner. Grout repair assumes sound tile; loose tiles are quoted separately.</p>',
  },
  {
    id: 'kitchen-cabinet-refresh',
    name: 'Kitchen Cabinet Refresh',
    categories: ['Interior'],
    scene: 'kitchen',
    intro: 'Adjusted doors, soft-close hinges, new hardware and under-cabinet lighting.',
    description:
      '<p>Your cabinet boxes are probably fine; it is the hinges, slides and hardware that wear out. We replace hinges with soft-close versions, fix or replace drawer slides, install new pulls and knobs with a drilling jig so every one lines up, and add LED under-cabinet lighting.</p>',
    time: 'One day',
    get: [
      'Soft-close hinges on up to 20 doors',
      'Drawer slide repair or replacement on up to 8 drawers',
      'New pulls and knobs, precisely aligned',
      'LED under-cabinet lighting',
    ],
    options: '<p>Add cabinet painting or refacing, backsplash tile or pendant lighting.</p>',
    highlights: [
      ['Soft-close everything', 'fa-door-closed'],
      ['Perfectly aligned hardware', 'fa-ruler'],
      ['Brighter counters', 'fa-lightbulb'],
    ],
    terms:
      '<p>Hardware and lighting billed at cost. Under-cabinet lighting assumes a nearby outlet; hard-wired lighting is quoted separately.</p>',
  },
  {
    id: 'aging-in-place-safety',
    name: 'Aging-in-Place Safety',
    categories: ['Interior'],
    scene: 'safety',
    intro: 'Grab bars, handrails, lighting and non-slip upgrades that help you stay safely at home.',
    description:
      '<p>Most falls at home happen in the bathroom and on the stairs. We walk through your home with you, then install grab bars, second handrails, motion-sensor lighting, a handheld shower and non-slip treatments where they matter most.</p>',
    time: 'One day',
    get: [
      'A walk-through safety assessment',
      'Up to four grab bars installed into blocking or rated anchors',
      'A second handrail on one staircase',
      'Motion-sensor night lights in hallways and bathrooms',
      'A handheld shower head',
    ],
    options: '<p>Add a comfort-height toilet, a shower seat, a ramp or a tub-to-shower conversion.</p>',
    highlights: [
      ['Safety assessment included', 'fa-clipboard-check'],
      ['ADA-style grab bars', 'fa-hand'],
      ['Brighter, safer nights', 'fa-moon'],
    ],
    terms: '<p>Grab bars, handrail and fixtures billed at cost. Tiled walls may require additional time for drilling.</p>',
  },
  {
    id: 'spring-exterior-tune-up',
    name: 'Spring Exterior Tune-Up',
    categories: ['Exterior'],
    scene: 'home',
    intro: 'Gutters cleaned, caulk renewed, screens repaired and a full exterior check after winter.',
    description:
      '<p>Winter is hard on a house. We clean your gutters and flush the downspouts, re-caulk windows and doors where the old caulk has cracked, repair torn screens, tighten loose railings and check your siding, trim and deck for rot or damage. You get a photo report of everything we found.</p>',
    time: 'One day',
    get: [
      'Gutter cleaning and downspout flush',
      'Re-caulk windows and doors as needed',
      'Repair up to four window screens',
      'Tighten railings and check the deck',
      'Photo report of the full exterior',
    ],
    options: '<p>Add pressure washing, deck sealing or exterior touch-up painting.</p>',
    highlights: [
      ['Photo report included', 'fa-camera'],
      ['Catch rot early', 'fa-magnifying-glass'],
      ['One visit, whole exterior', 'fa-house'],
    ],
    terms:
      '<p>Homes up to two stories and 3,000 sq ft. Roof inspection from the eaves only. Repairs beyond the listed items quoted separately.</p>',
  },
  {
    id: 'fall-weatherproofing',
    name: 'Fall Weatherproofing',
    categories: ['Exterior', 'Interior'],
    scene: 'home',
    season: 'autumn',
    intro: 'Weatherstripping, door sweeps, caulking and hose-bib covers before the first freeze.',
    description:
      '<p>Drafts and frozen pipes are expensive surprises. We replace worn weatherstripping and door sweeps, caulk gaps around windows and penetrations, install hose-bib covers, clean gutters and check your attic hatch seal, so your home stays warmer and your heating bill stays lower.</p>',
    time: 'Half to full day',
    get: [
      'Weatherstripping and sweeps on up to three exterior doors',
      'Exterior caulking of windows and penetrations',
      'Insulated hose-bib covers',
      'Gutter cleaning',
      'Attic hatch weatherstripping',
    ],
    options: '<p>Add heated gutter cable, storm doors or window film.</p>',
    highlights: [
      ['Lower heating bills', 'fa-temperature-low'],
      ['Protect your pipes', 'fa-faucet-drip'],
      ['Done before the freeze', 'fa-snowflake'],
    ],
    terms:
      '<p>Materials billed at cost. Gutter cleaning for homes up to two stories. Book by November 30 for guaranteed scheduling before winter.</p>',
  },
  {
    id: 'deck-restoration',
    name: 'Deck Restoration',
    categories: ['Exterior'],
    scene: 'deck',
    intro: 'Deck cleaned, boards replaced, railings tightened and sealed for the season.',
    description:
      '<p>A grey, splintery deck can usually be brought back. We inspect the structure, replace damaged boards, reset popped nails with deck screws, tighten railings, then clean, brighten and apply a penetrating stain or sealer.</p>',
    time: 'Two to three days, including dry time',
    get: [
      'Structural inspection including the ledger board',
      'Up to ten boards replaced',
      'Nails reset or replaced with deck screws',
      'Railings tightened',
      'Clean, brighten and stain or seal',
    ],
    options: '<p>Add new stairs, railings, lighting or a pergola.</p>',
    highlights: [
      ['Structure checked first', 'fa-hard-hat'],
      ['Like-new finish', 'fa-brush'],
      ['Ready for summer', 'fa-sun'],
    ],
    terms: '<p>Decks up to 400 sq ft. Stain and replacement boards billed at cost. Weather may extend the schedule.</p>',
  },
  {
    id: 'curb-appeal',
    name: 'Curb Appeal',
    categories: ['Exterior'],
    scene: 'doors',
    intro: 'A freshly painted front door, new house numbers, lighting and mailbox: a better first impression.',
    description:
      '<p>The front of your house sets the tone. We paint or refinish your front door, install new house numbers, replace the porch light and mailbox, fix and paint the trim around the entry, and pressure wash the walkway.</p>',
    time: 'One to two days',
    get: [
      'Front door painted or refinished',
      'New house numbers and mailbox',
      'New porch light',
      'Entry trim repaired and painted',
      'Walkway pressure washed',
    ],
    options: '<p>Add new shutters, a new storm door or landscape lighting.</p>',
    highlights: [
      ['Better first impressions', 'fa-star'],
      ['Done in a day or two', 'fa-calendar'],
      ['Great before listing', 'fa-sign-hanging'],
    ],
    terms:
      '<p>Fixtures, numbers and mailbox billed at cost. Doors with extensive damage may need replacement, which is quoted separately.</p>',
  },
  {
    id: 'home-sale-prep',
    name: 'Home Sale Prep',
    categories: ['Interior', 'Exterior'],
    scene: 'home',
    sign: 'FOR SALE',
    intro: 'Fix what buyers notice and inspectors flag, before you list.',
    description:
      "<p>Buyers notice the little things, and inspectors write them down. We work from your agent's list or your pre-listing inspection to patch and paint, fix doors and drawers, replace cracked outlet covers and missing trim, re-caulk wet areas, and tidy the exterior.</p>",
    time: 'Two to four days',
    get: [
      "Work from your agent's or inspector's list",
      'Patch and paint high-traffic walls',
      'Fix doors, drawers and cabinet hardware',
      'Re-caulk kitchen and baths',
      'Exterior touch-ups and trim repair',
    ],
    options: '<p>Add full interior painting, flooring or a Curb Appeal package.</p>',
    highlights: [
      ['Agent-friendly scheduling', 'fa-handshake'],
      ['Inspection items handled', 'fa-clipboard-list'],
      ['List with confidence', 'fa-house-circle-check'],
    ],
    terms: '<p>Pricing based on the agreed list. Licensed-trade items (electrical panels, HVAC, roofing) are referred to partners.</p>',
  },
];
