// Corporate service pages. Accordion headings double as anchors (slugified) that the services
// index links to, e.g. services/kitchen#cabinet-repair-and-refacing.
import type { ServicesTab, TabContent } from '@handyman/contracts';
import type { SceneKind } from '../lib/scenes';

/** [heading, copy] of an accordion item. */
export type AccordionSource = [heading: string, copy: string];

export interface SubService {
  id: string;
  name: string;
  scene: SceneKind;
  /** Intro HTML. */
  intro: string;
  accordion: AccordionSource[];
}

/** The texts of a service page's own estimate tabs. */
export type EstimateTabs = Record<Exclude<keyof TabContent, 'EstimateImage'>, string>;

export interface Service extends SubService {
  abstract: string;
  subs: SubService[];
  /** Ids of related services. */
  related: string[];
  /** Shows the estimate tabs: true with the home page's texts, or with the service's own. */
  estimateTabs?: true | EstimateTabs;
}

export const SERVICES: Service[] = [
  {
    id: 'doors-and-windows',
    name: 'Doors & Windows',
    scene: 'doors',
    abstract: 'Door and window repair, replacement and weatherproofing, inside and out.',
    intro:
      '<p>A door that sticks, a window that fogs or a draft you can feel from the couch: small problems with doors and windows cost you comfort and money. Our craftsmen repair, adjust and replace entry doors, patio sliders, interior doors, storm doors and windows, and we finish every install with proper flashing, insulation and trim.</p>',
    accordion: [
      [
        'Entry Door Replacement',
        'We replace steel, fiberglass and wood entry doors, including sidelights and transoms, and rebuild rotted frames and thresholds so the new door seals tight.',
      ],
      [
        'Interior Doors',
        'New pre-hung or slab doors, hardware and casing. We plane, shim and adjust until every door closes with one finger and latches on the first try.',
      ],
      [
        'Sliding & Patio Doors',
        'Roller and track replacement, new handles and locks, and full slider replacement. A stiff slider is usually worn rollers, not a bad door.',
      ],
      [
        'Window Repair & Replacement',
        'Broken sash cords, failed seals, rotted sills and full replacement windows, installed with flashing tape and low-expansion foam.',
      ],
      [
        'Weatherstripping & Drafts',
        'Door sweeps, jamb seals and window caulking that can cut heating and cooling losses noticeably. We find the draft before we fix it.',
      ],
      ['Storm & Screen Doors', 'Storm doors, retractable screens and pet doors installed square and secure.'],
    ],
    subs: [
      {
        id: 'doors',
        name: 'Doors',
        scene: 'doors',
        intro:
          '<p>From a squeaky hinge to a new fiberglass entry system, our craftsmen repair and install every kind of residential door. We check the frame, the threshold and the hardware, so the fix lasts.</p><ul><li>Entry, interior, patio, storm, garage-entry and closet doors</li><li>Smart locks, deadbolts and keyed-alike hardware</li><li>Frame and threshold rot repair</li></ul>',
        accordion: [
          [
            "Door Won't Latch",
            'Usually a strike plate out of line or a sagging hinge. We re-set hinges with long screws into the framing and realign the strike.',
          ],
          [
            'Rotted Door Frames',
            'We cut out rotted jamb and brickmould sections and splice in rot-resistant material, primed on all sides.',
          ],
          [
            'Smart Lock Installation',
            'We install and pair smart locks and video doorbells, and make sure the deadbolt throws fully into the frame.',
          ],
        ],
      },
      {
        id: 'windows',
        name: 'Windows',
        scene: 'windows',
        intro:
          "<p>Windows are your home's eyes and one of its biggest sources of heat loss. We repair sashes, replace failed glass units and install new windows with proper flashing, so they stay dry and efficient for decades.</p>",
        accordion: [
          [
            'Foggy Double-Pane Glass',
            'A fogged unit has a failed seal. We can often replace only the glass unit and keep your existing frame.',
          ],
          ['Sticking or Painted-Shut Windows', 'We free painted-shut sashes, replace balances and sash cords, and lubricate tracks.'],
          ['Window Sill Rot', 'We replace rotted sills and trim with rot-resistant material, then caulk and paint to match.'],
        ],
      },
    ],
    related: ['carpentry', 'painting', 'home-safety'],
  },
  {
    id: 'flooring',
    name: 'Flooring',
    scene: 'flooring',
    abstract: 'Flooring installation and repair: luxury vinyl plank, laminate, engineered wood and tile.',
    intro:
      '<p>New floors change how a room feels more than almost any other project. We install luxury vinyl plank, laminate, engineered hardwood and tile, and repair squeaks, gaps and damaged boards in existing floors. Every install starts with a flat, clean subfloor, because that is what decides whether a floor lasts.</p>',
    accordion: [
      [
        'Luxury Vinyl Plank',
        'Waterproof, durable and comfortable underfoot. A great choice for kitchens, baths, basements and homes with pets.',
      ],
      ['Laminate Flooring', 'Budget-friendly and tough. We install with the right underlayment and expansion gaps so it does not buckle.'],
      [
        'Engineered Hardwood',
        'Real wood over a stable core, suitable for slabs and basements. Floated, glued or nailed depending on your subfloor.',
      ],
      ['Tile Flooring', 'Porcelain and ceramic tile with properly mixed thinset and a crack-isolation membrane where the slab needs it.'],
      ['Floor Repair', 'Squeaky subfloors, lifted planks, cracked tiles and water-damaged boards repaired or replaced.'],
      ['Baseboards & Transitions', 'New baseboards, quarter-round and transition strips so the finished job looks complete.'],
    ],
    subs: [],
    related: ['carpentry', 'painting', 'kitchen'],
  },
  {
    id: 'bathroom-remodeling',
    name: 'Bathroom Remodeling',
    scene: 'bathroom',
    abstract: 'Bathroom remodels and refreshes: tile, vanities, fixtures, tubs and showers.',
    intro:
      '<p>Whether you want a two-day refresh or a full gut remodel, we plan your bathroom around how you actually use it. Our craftsmen handle tile, vanities, fixtures, lighting, ventilation and accessibility upgrades, and we protect the rest of your home while we work.</p>',
    accordion: [
      [
        'Vanity & Sink Replacement',
        'New vanities, tops, faucets and mirrors, with new shut-off valves and supply lines while the cabinet is out.',
      ],
      [
        'Tile & Grout',
        'Shower and floor retiling, grout repair and re-caulking. We use waterproofing membranes behind every new shower wall.',
      ],
      ['Tub-to-Shower Conversions', 'Replace an unused tub with a walk-in shower, with a low-threshold pan, glass and grab-bar blocking.'],
      ['Fixtures & Lighting', 'Faucets, shower trim, toilets, exhaust fans and vanity lights replaced and installed to code.'],
      ['Bathroom Accessibility', 'Grab bars, comfort-height toilets, handheld showers and shower seats for safer bathing.'],
    ],
    subs: [
      {
        id: 'tub-to-shower-conversions',
        name: 'Tub-to-Shower Conversions',
        scene: 'safety',
        intro:
          '<p>Climbing over a tub wall gets harder every year. A tub-to-shower conversion replaces the tub with a low-threshold shower, often in three to five days. We handle demolition, plumbing changes, waterproofing, tile or panels, glass and grab bars.</p>',
        accordion: [
          ['How Long Does It Take?', 'Most conversions take three to five working days, plus the time to order glass.'],
          [
            'Curbless or Low Curb?',
            'A curbless shower needs the floor recessed; a low curb (about 2 inches) works in nearly every bathroom.',
          ],
          [
            'Will It Hurt Resale Value?',
            'Keep at least one tub in the house if you have young children or expect to sell to families. Otherwise, a walk-in shower is a selling point.',
          ],
        ],
      },
    ],
    related: ['plumbing', 'home-safety', 'flooring'],
  },
  {
    id: 'painting',
    name: 'Painting',
    scene: 'painting',
    // The estimate / book-online tab area, with texts of its own.
    estimateTabs: {
      EstimateTabText: 'Get a Painting Estimate',
      ScheduleTabText: 'Book a Painter',
      TextBeforePhoneNumber: 'Want to talk colors and prep first? Call',
      TextBelowPhoneNumber: 'Free phone estimates for any room or exterior',
      ScheduleCopy:
        '<p>Pick a day for your painter to walk through the job. Your local office confirms every online booking within one business day.</p>',
    },
    abstract: 'Interior and exterior painting with careful prep, clean lines and full clean-up.',
    intro:
      '<p>A great paint job is 80% preparation. We move and cover furniture, patch and sand walls, caulk trim, prime stains and repairs, and then apply two finish coats with crisp lines. Inside or out, we leave the room cleaner than we found it.</p>',
    accordion: [
      ['Interior Painting', 'Walls, ceilings, trim, doors and cabinets, with low-VOC paints that let you use the room the same evening.'],
      ['Exterior Painting', 'Siding, trim, doors, shutters and fences. We scrape, sand, prime bare wood and caulk joints before we paint.'],
      ['Cabinet Painting', 'A factory-smooth finish on kitchen and bath cabinets, at a fraction of the cost of replacement.'],
      ['Drywall Prep & Repair', 'Nail pops, dents, cracks and holes repaired and textured to match before painting.'],
      ['Colour Consultation', 'Not sure what to pick? We bring large samples and help you choose in your own light.'],
    ],
    subs: [
      {
        id: 'interior-painting',
        name: 'Interior Painting',
        scene: 'painting',
        intro:
          '<p>Fresh paint is the fastest way to make a room feel new. We paint walls, ceilings, trim, doors and cabinets with careful prep and clean lines, and most rooms are finished in a day.</p>',
        accordion: [
          [
            'What Sheen Should I Use?',
            'Flat or matte for ceilings, eggshell for living spaces, satin for kitchens and baths, semi-gloss for trim and doors.',
          ],
          ['Do I Need to Move Furniture?', 'No. We move and cover furniture and put it back when we are done.'],
          [
            'How Long Until I Can Use the Room?',
            'With low-VOC paint, usually the same evening. Wait a week before hanging heavy art or scrubbing walls.',
          ],
        ],
      },
      {
        id: 'exterior-painting',
        name: 'Exterior Painting',
        scene: 'home',
        intro:
          '<p>Exterior paint protects your home from sun, rain and rot. We prep thoroughly, repair damaged wood and apply paint made for your climate, whether that is desert sun or Gulf Coast humidity.</p>',
        accordion: [
          ['How Often Should I Repaint?', 'Typically every 7 to 10 years for siding and every 5 to 7 for trim, sooner in intense sun.'],
          ['What About HOA Colours?', 'We work from your HOA-approved palette and can help with the submission paperwork.'],
          ['Best Time of Year?', 'When temperatures stay between 50 and 90 degrees and no rain is forecast for 24 hours.'],
        ],
      },
    ],
    related: ['drywall', 'carpentry', 'doors-and-windows'],
  },
  {
    id: 'fencing',
    name: 'Fencing',
    scene: 'fence',
    abstract: 'Fence repair, replacement, gates and staining for wood, vinyl and metal fences.',
    intro:
      '<p>Fences take a beating from wind, sprinklers, sun and dogs. We repair leaning sections, replace broken pickets and rotted posts, rebuild sagging gates and install new wood, vinyl and metal fences. We also clean and stain wood fences so they last years longer.</p>',
    accordion: [
      ['Fence Repair', 'Broken pickets, loose rails and leaning sections fixed, usually in a single visit.'],
      ['Post Replacement', 'Rotted or broken posts replaced, set in concrete or with steel post anchors.'],
      ['Gate Repair & Installation', 'Sagging gates rebuilt with anti-sag kits, new hinges and self-closing latches.'],
      ['New Fence Installation', 'Wood, vinyl, aluminum and horizontal modern fences, with property-line and HOA checks.'],
      ['Fence Staining & Sealing', 'Cleaning, brightening and semi-transparent stain to protect wood from sun and water.'],
    ],
    subs: [],
    related: ['decks', 'painting', 'carpentry'],
  },
  {
    id: 'drywall',
    name: 'Drywall',
    scene: 'drywall',
    abstract: 'Drywall repair, patching, texture matching and installation.',
    intro:
      '<p>Doorknob holes, water stains, nail pops and settlement cracks all have one thing in common: done badly, the repair is easy to see. Our craftsmen patch, tape, texture and prime so the repair disappears, even under raking light.</p>',
    accordion: [
      ['Hole & Crack Repair', 'From nail holes to fist-sized holes and long settlement cracks, repaired and ready for paint.'],
      ['Water Damage Repair', 'We cut out damaged drywall, check for moisture, and replace, tape and texture the section.'],
      ['Texture Matching', 'Orange peel, knockdown, skip trowel and smooth finishes matched to your existing walls.'],
      ['New Drywall Installation', 'Basement finishing, garage walls and room additions hung, taped and finished.'],
    ],
    subs: [],
    related: ['painting', 'carpentry', 'electrical'],
  },
  {
    id: 'carpentry',
    name: 'Carpentry',
    scene: 'carpentry',
    abstract: 'Finish carpentry, trim, built-ins, shelving, stairs and railings.',
    intro:
      '<p>Good carpentry is the difference between a house and a home. We install crown molding, baseboards and casing, build shelves and built-ins, repair stairs and railings, and fix everything in between with tight joints and clean caulk lines.</p>',
    accordion: [
      ['Trim & Molding', 'Crown molding, baseboards, chair rail, wainscoting and door and window casing.'],
      ['Built-Ins & Shelving', 'Bookcases, window seats, mudroom benches, closet systems and garage storage.'],
      ['Stairs & Railings', 'Loose balusters, wobbly handrails, squeaky treads and full railing replacement.'],
      ['Wood Rot Repair', 'Rotted fascia, soffits, trim and door frames replaced with rot-resistant material.'],
      ['Cabinet Repair', 'Hinges, drawer slides, face frames and damaged cabinet boxes repaired or rebuilt.'],
    ],
    subs: [],
    related: ['doors-and-windows', 'painting', 'kitchen'],
  },
  {
    id: 'kitchen',
    // The estimate / book-online tab area, with the home page's texts.
    estimateTabs: true,
    name: 'Kitchen Remodeling & Repair',
    scene: 'kitchen',
    abstract: 'Kitchen refreshes and remodels: cabinets, counters, backsplash, lighting and fixtures.',
    intro:
      '<p>You do not need to gut your kitchen to love it again. We reface or paint cabinets, install backsplash tile, update lighting and hardware, replace faucets and disposals, and handle larger remodels with careful planning.</p>',
    accordion: [
      ['Cabinet Repair and Refacing', 'New doors and drawer fronts on your existing boxes, with soft-close hinges and new hardware.'],
      ['Backsplash Installation', 'Subway, mosaic and large-format tile installed with clean cuts around outlets and windows.'],
      ['Faucets, Sinks & Disposals', 'New faucets, sinks and garbage disposals installed with new supply lines and shut-offs.'],
      ['Kitchen Lighting', 'Pendants, under-cabinet lighting and recessed fixtures to make the kitchen brighter and safer.'],
      ['Appliance Installation', 'Dishwashers, range hoods, microwaves and refrigerator water lines installed and tested.'],
    ],
    subs: [],
    related: ['carpentry', 'plumbing', 'electrical'],
  },
  {
    id: 'gutters',
    name: 'Gutters',
    scene: 'gutters',
    abstract: 'Gutter cleaning, repair, guards and downspouts.',
    intro:
      '<p>Gutters keep water away from your foundation, siding and landscaping. When they clog, sag or leak, water ends up where it does the most damage. We clean, repair, realign and guard gutters, and we extend downspouts so water drains well clear of the house.</p>',
    accordion: [
      ['Gutter Cleaning', 'Hand-cleaned gutters and flushed downspouts, with debris bagged and removed.'],
      ['Gutter Repair', 'Leaking seams, sagging runs and loose hangers repaired and resealed.'],
      ['Gutter Guards', 'Mesh and micro-mesh guards that keep leaves out while letting heavy rain in.'],
      ['Downspouts & Extensions', 'New downspouts, underground drains and extensions that move water away from your foundation.'],
    ],
    subs: [],
    related: ['carpentry', 'painting', 'decks'],
  },
  {
    id: 'decks',
    name: 'Decks & Patios',
    scene: 'deck',
    abstract: 'Deck repair, refinishing, railings, stairs and pergolas.',
    intro:
      '<p>Your deck should be the best room in the house, not a splinter hazard. We replace boards, rebuild stairs and railings, reinforce structure, and clean and seal decks so they last. We also build pergolas and shade structures.</p>',
    accordion: [
      ['Deck Board Replacement', 'Cracked, rotted and cupped boards replaced with matching wood or composite.'],
      ['Railings & Stairs', 'Loose railings and stairs rebuilt to current safety codes.'],
      ['Deck Cleaning & Sealing', 'Pressure washing, brightening and penetrating stain or sealer.'],
      ['Structural Repairs', 'Ledger boards, joists, beams and footings inspected and repaired.'],
      ['Pergolas & Shade Structures', 'Wood and aluminum pergolas, shade sails and patio covers.'],
    ],
    subs: [
      {
        id: 'deck-repair',
        name: 'Deck Repair',
        scene: 'deck',
        intro:
          '<p>Most decks can be saved. We inspect the structure from below, replace damaged boards and railings, and tell you honestly if the deck needs to be rebuilt instead.</p>',
        accordion: [
          ['Signs Your Deck Needs Repair', 'Soft boards, wobbly railings, rust on fasteners, and a gap between the deck and the house.'],
          [
            'Composite or Wood?',
            'Composite costs more up front but needs little maintenance. Pressure-treated wood is budget-friendly but needs sealing every 2 to 3 years.',
          ],
          [
            'Ledger Board Check',
            'The ledger connects the deck to the house and is the most common failure point. We check its flashing and fasteners on every visit.',
          ],
        ],
      },
    ],
    related: ['fencing', 'carpentry', 'painting'],
  },
  {
    id: 'electrical',
    name: 'Electrical',
    scene: 'electrical',
    abstract: 'Light fixtures, ceiling fans, outlets, switches and smart-home devices.',
    intro:
      '<p>We handle the everyday electrical work homes need: light fixtures, ceiling fans, outlets, switches, dimmers and smart devices. For panel work and new circuits we bring in a licensed electrician partner, so everything stays safe and to code.</p>',
    accordion: [
      ['Light Fixtures', 'Chandeliers, pendants, vanity lights and outdoor fixtures replaced and installed.'],
      ['Ceiling Fans', 'New fans and fan-rated boxes, including on sloped and high ceilings.'],
      ['Outlets & Switches', 'GFCI and USB outlets, dimmers and smart switches.'],
      ['Smart Home Devices', 'Video doorbells, smart thermostats, smoke detectors and security cameras.'],
    ],
    subs: [],
    related: ['kitchen', 'home-safety', 'drywall'],
  },
  {
    id: 'plumbing',
    name: 'Plumbing',
    scene: 'plumbing',
    abstract: 'Faucets, toilets, shut-off valves, disposals and minor plumbing repairs.',
    intro:
      '<p>Drips, running toilets and slow drains waste water and money. Our craftsmen handle fixture replacement and minor plumbing repairs quickly and cleanly. For larger work, such as water heaters and repiping, we coordinate with a licensed plumber.</p>',
    accordion: [
      ['Faucet Repair & Replacement', 'Kitchen, bath and outdoor faucets repaired or replaced, with new supply lines.'],
      ['Toilet Repair & Replacement', 'Running toilets, wobbly toilets and full replacements, including comfort-height models.'],
      ['Shut-Off Valves', 'Old multi-turn valves replaced with quarter-turn valves you can actually close in an emergency.'],
      ['Garbage Disposals', 'Disposal replacement and jam clearing.'],
    ],
    subs: [],
    related: ['bathroom-remodeling', 'kitchen', 'home-safety'],
  },
  {
    id: 'home-safety',
    name: 'Home Safety & Aging in Place',
    scene: 'safety',
    abstract: 'Grab bars, railings, ramps, lighting and safety upgrades for every age.',
    intro:
      '<p>Small changes make a big difference to safety at home. We install grab bars, handrails, ramps, brighter lighting and non-slip surfaces, and we help families plan for aging in place. Our craftsmen can walk through your home and point out the biggest risks.</p>',
    accordion: [
      ['Grab Bars', 'Installed into blocking or with rated anchors near toilets, tubs and showers.'],
      ['Handrails & Ramps', 'Second handrails on stairs, exterior railings and modular or wood ramps.'],
      ['Lighting & Visibility', 'Motion-sensor lights, brighter bulbs and illuminated switches for hallways and stairs.'],
      ['Smoke & CO Detectors', 'Detectors tested, replaced and interconnected where possible.'],
      ['Childproofing', 'Furniture anchoring, cabinet locks, outlet covers and stair gates.'],
    ],
    subs: [],
    related: ['bathroom-remodeling', 'carpentry', 'electrical'],
  },
  {
    id: 'mounting-and-assembly',
    name: 'Mounting & Assembly',
    scene: 'living',
    abstract: 'TV mounting, shelves, curtain rods, furniture assembly and anchoring.',
    intro:
      '<p>Heavy TVs, floating shelves, mirrors and curtain rods belong in studs or rated anchors, level and secure. We mount and hang everything, assemble flat-pack furniture and anchor tall pieces to the wall so they cannot tip.</p>',
    accordion: [
      ['TV Mounting', 'Fixed, tilting and full-motion mounts, with in-wall cable kits to hide the wires.'],
      ['Shelves & Mirrors', 'Floating shelves, heavy mirrors and art hung level into studs or rated anchors.'],
      ['Curtain Rods & Blinds', 'Curtain rods, blinds and shades installed straight and secure.'],
      ['Furniture Assembly', 'Beds, desks, cribs, dressers and outdoor furniture assembled and anchored.'],
    ],
    subs: [],
    related: ['carpentry', 'electrical', 'home-safety'],
  },
];

/** A services index link: service id (or id/sub), accordion heading to anchor on (or null), label. */
export type TabLink = [id: string, heading: string | null, text: string];

export interface ServiceTabSource {
  Name: string;
  ID: ServicesTab['ID'];
  groups: [name: string, links: TabLink[]][];
}

/** The services index tabs: groups of up to 9 links as [serviceId(/sub), accordion heading | null, label]. */
export const SERVICE_TABS: ServiceTabSource[] = [
  {
    Name: 'By Room',
    ID: 'search-by-room',
    groups: [
      [
        'Kitchen',
        [
          ['kitchen', 'Cabinet Repair and Refacing', 'Cabinet Refacing'],
          ['kitchen', 'Backsplash Installation', 'Backsplash Tile'],
          ['kitchen', 'Faucets, Sinks & Disposals', 'Faucets & Disposals'],
          ['kitchen', 'Kitchen Lighting', 'Lighting'],
          ['kitchen', 'Appliance Installation', 'Appliance Installation'],
          ['painting', 'Cabinet Painting', 'Cabinet Painting'],
          ['flooring', 'Luxury Vinyl Plank', 'Kitchen Flooring'],
        ],
      ],
      [
        'Bathroom',
        [
          ['bathroom-remodeling', 'Vanity & Sink Replacement', 'Vanities & Sinks'],
          ['bathroom-remodeling', 'Tile & Grout', 'Tile & Grout'],
          ['bathroom-remodeling/tub-to-shower-conversions', null, 'Tub-to-Shower Conversions'],
          ['bathroom-remodeling', 'Fixtures & Lighting', 'Fixtures & Lighting'],
          ['plumbing', 'Toilet Repair & Replacement', 'Toilets'],
          ['home-safety', 'Grab Bars', 'Grab Bars'],
        ],
      ],
      [
        'Living Areas & Bedrooms',
        [
          ['painting/interior-painting', null, 'Interior Painting'],
          ['carpentry', 'Trim & Molding', 'Trim & Molding'],
          ['carpentry', 'Built-Ins & Shelving', 'Built-Ins'],
          ['electrical', 'Ceiling Fans', 'Ceiling Fans'],
          ['mounting-and-assembly', 'TV Mounting', 'TV Mounting'],
          ['doors-and-windows/doors', null, 'Interior Doors'],
          ['flooring', 'Engineered Hardwood', 'Hardwood Floors'],
          ['drywall', 'Hole & Crack Repair', 'Drywall Repair'],
        ],
      ],
      [
        'Basement & Garage',
        [
          ['drywall', 'New Drywall Installation', 'Basement Drywall'],
          ['carpentry', 'Built-Ins & Shelving', 'Garage Storage'],
          ['flooring', 'Luxury Vinyl Plank', 'Basement Flooring'],
          ['electrical', 'Outlets & Switches', 'Outlets & Switches'],
          ['carpentry', 'Stairs & Railings', 'Stair Railings'],
        ],
      ],
    ],
  },
  {
    Name: 'By Area',
    ID: 'search-by-area',
    groups: [
      [
        'Interior',
        [
          ['painting/interior-painting', null, 'Interior Painting'],
          ['drywall', null, 'Drywall'],
          ['flooring', null, 'Flooring'],
          ['carpentry', null, 'Carpentry'],
          ['electrical', null, 'Electrical'],
          ['plumbing', null, 'Plumbing'],
          ['mounting-and-assembly', null, 'Mounting & Assembly'],
          ['kitchen', null, 'Kitchens'],
          ['bathroom-remodeling', null, 'Bathrooms'],
        ],
      ],
      [
        'Exterior',
        [
          ['painting/exterior-painting', null, 'Exterior Painting'],
          ['gutters', null, 'Gutters'],
          ['doors-and-windows/windows', null, 'Windows'],
          ['doors-and-windows', 'Entry Door Replacement', 'Entry Doors'],
          ['carpentry', 'Wood Rot Repair', 'Wood Rot Repair'],
        ],
      ],
      [
        'Yard & Outdoor Living',
        [
          ['decks', null, 'Decks & Patios'],
          ['decks/deck-repair', null, 'Deck Repair'],
          ['decks', 'Pergolas & Shade Structures', 'Pergolas'],
          ['fencing', null, 'Fencing'],
          ['fencing', 'Gate Repair & Installation', 'Gates'],
        ],
      ],
      [
        'Whole-Home Safety',
        [
          ['home-safety', null, 'Aging in Place'],
          ['home-safety', 'Smoke & CO Detectors', 'Smoke & CO Detectors'],
          ['home-safety', 'Childproofing', 'Childproofing'],
          ['home-safety', 'Handrails & Ramps', 'Handrails & Ramps'],
        ],
      ],
    ],
  },
  {
    Name: 'By Service',
    ID: 'search-by-service',
    groups: [
      [
        'Repair & Maintenance',
        [
          ['doors-and-windows', null, 'Door & Window Repair'],
          ['drywall', null, 'Drywall Repair'],
          ['fencing', 'Fence Repair', 'Fence Repair'],
          ['gutters', 'Gutter Repair', 'Gutter Repair'],
          ['plumbing', null, 'Plumbing Repairs'],
          ['carpentry', 'Wood Rot Repair', 'Wood Rot'],
          ['decks/deck-repair', null, 'Deck Repair'],
        ],
      ],
      [
        'Installation',
        [
          ['electrical', null, 'Fixtures & Fans'],
          ['mounting-and-assembly', null, 'Mounting & Assembly'],
          ['flooring', null, 'Flooring'],
          ['doors-and-windows/doors', null, 'Doors'],
          ['doors-and-windows/windows', null, 'Windows'],
          ['gutters', 'Gutter Guards', 'Gutter Guards'],
          ['home-safety', 'Grab Bars', 'Grab Bars'],
        ],
      ],
      [
        'Remodeling & Upgrades',
        [
          ['kitchen', null, 'Kitchen Remodeling'],
          ['bathroom-remodeling', null, 'Bathroom Remodeling'],
          ['painting', null, 'Painting'],
          ['carpentry', 'Built-Ins & Shelving', 'Built-Ins'],
          ['decks', null, 'Decks & Pergolas'],
          ['fencing', 'New Fence Installation', 'New Fences'],
        ],
      ],
    ],
  },
];

/** The seven most popular services (also linked from the 503 page). */
export const POPULAR: [id: string, caption: string][] = [
  ['doors-and-windows', 'Doors'],
  ['flooring', 'Floors'],
  ['bathroom-remodeling', 'Bathroom'],
  ['painting', 'Painting'],
  ['fencing', 'Fencing'],
  ['drywall', 'Drywall'],
  ['carpentry', 'Carpentry'],
];
