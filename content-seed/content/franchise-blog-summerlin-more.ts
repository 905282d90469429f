// More local posts from the Summerlin office: enough that its blog runs to a second page (10 a page).
import type { PostScene, PostSource } from './blog-authors';

/** A paragraph with an optional heading above it. */
type Paragraph = [heading: string | null, text: string];

const post = (
  date: string,
  slug: string,
  title: string,
  description: string,
  cats: PostSource['cats'],
  author: string,
  scene: PostScene,
  paragraphs: Paragraph[],
  extra: Partial<PostSource> = {},
): PostSource => ({
  date,
  slug,
  title,
  description,
  cats,
  author,
  scene,
  body: paragraphs.map(([heading, text]) => (heading ? `<h2>${heading}</h2>\n<p>${text}</p>` : `<p>${text}</p>`)).join('\n'),
  ...extra,
});

export const SUMMERLIN_MORE: PostSource[] = [
  post(
    '2026-04-07',
    'desert-landscaping-and-drip-irrigation',
    'Drip Irrigation Checks Before the Heat Arrives',
    'A spring walk-through of the drip lines, emitters and timers that keep a desert yard alive through summer.',
    'Outdoor Living',
    'Luis Ortega',
    { kind: 'deck', region: 'desert' },
    [
      [
        null,
        'Most Summerlin yards rely on drip irrigation, and most drip systems leak somewhere by their fifth summer. A spring check costs an hour and saves plants you spent years growing.',
      ],
      [
        'Walk the lines',
        'Run each zone and walk it. Look for geysers from split tubing, emitters that have popped off, and dry plants next to wet soil.',
      ],
      [
        'Check the timer',
        'Reset the controller for longer, earlier cycles as temperatures rise, and replace its backup battery so a power cut does not wipe the schedule.',
      ],
      [null, 'We repair drip lines and replace controllers across {City}. Call {Phone} to book a visit.'],
    ],
  ),
  post(
    '2026-02-17',
    'garage-door-care-in-the-heat',
    'Garage Door Care in Extreme Heat',
    'Rollers, springs and weather seals take a beating in Las Vegas summers. What to check and when to call a pro.',
    'Home Maintenance',
    'Rick Sorensen',
    { kind: 'doors', palette: { door: '#b8a58a' } },
    [
      [
        null,
        'A garage door in Summerlin opens and closes in 110 °F heat for months at a time. Lubricant dries out, rubber seals crack and rollers wear flat.',
      ],
      [
        'Twice-a-year care',
        'Lubricate hinges, rollers and springs with a garage-door lubricant, not general-purpose oil, and replace the bottom seal when daylight shows beneath the closed door.',
      ],
      [
        'Leave the springs to us',
        'Torsion springs hold enormous tension. If the door feels heavy or lifts unevenly, call a professional rather than adjusting them yourself.',
      ],
    ],
    { cta: 'Yellow' },
  ),
  post(
    '2025-12-02',
    'holiday-lighting-without-damage',
    'Holiday Lights Without Damaging Stucco or Tile',
    'How to hang holiday lighting on a stucco and tile-roof home without drilling holes or cracking tiles.',
    'Seasonal Tips',
    'Dana Sorensen',
    { kind: 'home', region: 'desert', season: 'winter' },
    [
      [
        null,
        'Nails and screws in stucco let water in, and stepping on concrete roof tiles cracks them. There are better ways to decorate.',
      ],
      [
        'Use the right clips',
        'Parapet clips, gutter clips and adhesive hooks rated for outdoor use hold lights firmly and come off clean in January.',
      ],
      [
        'Stay off the tiles',
        'Hang roofline lights from a ladder at the eaves rather than walking the roof. One cracked tile can mean a leak by monsoon season.',
      ],
    ],
  ),
  post(
    '2025-07-15',
    'keeping-cool-air-inside',
    'Keeping Cool Air Inside: Weatherstripping and Attic Checks',
    'Small repairs that cut cooling bills in a Summerlin summer: door sweeps, weatherstripping and attic access seals.',
    'Home Maintenance',
    'Luis Ortega',
    { kind: 'workshop' },
    [
      [
        null,
        'Air conditioning is the biggest line on most Summerlin power bills in July. Before upgrading equipment, stop the cool air from leaking out.',
      ],
      [
        'Doors and windows',
        'Replace flattened weatherstripping and worn door sweeps. Hold a tissue near the edges on a windy day: if it moves, air is moving too.',
      ],
      [
        'The attic hatch',
        'An unsealed attic hatch in a hallway ceiling can leak as much air as an open window. Weatherstrip it and add rigid insulation on top.',
      ],
    ],
  ),
  post(
    '2025-04-22',
    'stucco-cracks-what-they-mean',
    'Stucco Cracks: Which Ones Matter',
    'Hairline, diagonal or stepped: how to read the cracks in a stucco wall, and which need attention before monsoon rain.',
    'DIY vs Pro',
    'Rick Sorensen',
    { kind: 'drywall', state: 'before' },
    [
      [null, 'Almost every stucco home in the valley has cracks. Most are cosmetic; a few let water behind the wall.'],
      [
        'Hairline cracks',
        'Thin cracks in a spider-web pattern come from the stucco curing and are cosmetic. Elastomeric paint bridges them.',
      ],
      [
        'Wider or diagonal cracks',
        'Cracks wider than a credit card, or running diagonally from window and door corners, should be sealed and watched. If they grow, call us.',
      ],
    ],
  ),
  post(
    '2024-08-06',
    'pool-fence-and-gate-safety',
    'Pool Gate Safety Checks for Summerlin Families',
    'Self-closing hinges, latch heights and fence gaps: a quick safety check for backyard pool barriers.',
    'Safety',
    'Dana Sorensen',
    { kind: 'home', region: 'desert' },
    [
      [
        null,
        'A pool barrier only works if the gate closes and latches on its own, every time. Hinges and latches wear out in the sun like everything else.',
      ],
      [
        'Test the gate',
        'Open the gate fully and let go. It should swing shut and latch without help. If it stops short, adjust or replace the hinge.',
      ],
      [
        'Check the gaps',
        'Look for gaps under the fence and loose pickets a child could squeeze through, and move furniture away from the fence line.',
      ],
    ],
    { cta: 'Red' },
  ),
  post(
    '2024-03-12',
    'spring-patio-refresh',
    'A Spring Patio Refresh in a Weekend',
    'Clean pavers, re-seal wood, replace a ceiling fan: small jobs that make a Summerlin patio ready for spring evenings.',
    'Outdoor Living',
    'Luis Ortega',
    { kind: 'deck', region: 'sonoran', palette: { wood: '#9a6a44' } },
    [
      [null, 'Spring evenings are the best time of year to be outside in Summerlin. A weekend of small jobs gets the patio ready.'],
      ['Clean and seal', 'Wash pavers and re-sand their joints; clean and re-seal wood pergolas before the sun dries them out again.'],
      [
        'Shade and air',
        'A damp-rated ceiling fan under a patio cover makes a bigger difference than you would think. We install them regularly.',
      ],
    ],
  ),
  post(
    '2023-10-10',
    'selling-in-summerlin-pre-listing-repairs',
    'Pre-Listing Repairs That Pay Off in Summerlin',
    'What buyers and inspectors in Summerlin notice first, and the small repairs worth doing before you list.',
    'Real Estate Tips',
    'Dana Sorensen',
    { kind: 'home', region: 'desert' },
    [
      [null, 'Buyers in Summerlin expect move-in ready homes, and inspectors here look hard at roofs, stucco and water heaters.'],
      [
        'Fix the small things',
        'Dripping faucets, sticking doors, missing outlet covers and cracked tiles all end up on an inspection report. Each is a small fix.',
      ],
      [
        'Paint and caulk',
        'Fresh interior paint in neutral colours and clean caulk lines in kitchens and baths make a home photograph well.',
      ],
    ],
  ),
  post(
    '2023-05-16',
    'water-heater-flush-hard-water',
    'Flushing Your Water Heater in Hard-Water Country',
    'Why Las Vegas water heaters fill with scale, and how a yearly flush adds years to their life.',
    'Kitchen and Bath',
    'Rick Sorensen',
    { kind: 'plumbing' },
    [
      [
        null,
        'Hard water leaves minerals at the bottom of a tank water heater. Over time the layer insulates the water from the burner and the tank starts to rumble.',
      ],
      [
        'Flush it yearly',
        'Turn off power or gas, attach a hose to the drain valve and run water until it comes out clear. It takes less than an hour.',
      ],
      ['Watch the anode', 'The anode rod protects the tank from rust and wears out faster in hard water. Check it every few years.'],
    ],
  ),
];
