// Corporate blog posts, 2023 to 2024.
//
// 'spotting-home-repair-scams' deliberately carries hostile markup (a script tag, an img onerror
// handler, a javascript: link and an iframe with srcdoc). It proves the front end sanitises post
// HTML: each payload only sets window.__xssProbe, so a browser test can assert it stays undefined.
import type { PostSource } from './blog-authors';

export const POSTS_2023_2024: PostSource[] = [
  {
    date: '2023-02-14',
    slug: 'aging-in-place-bathroom-upgrades',
    title: 'Aging in Place: Five Bathroom Upgrades That Prevent Falls',
    description:
      'The bathroom is where most falls at home happen. Five upgrades that make it safer for everyone, without making it look clinical.',
    cats: ['Safety', 'Kitchen and Bath'],
    author: 'Priya Raman',
    scene: { kind: 'safety' },
    body: `<p>Most people want to stay in their own home as they get older, and most falls at home happen in the bathroom: wet floors, high tub walls and nothing sturdy to hold. The good news is that a few upgrades make a big difference, and modern safety products look nothing like hospital equipment.</p>
<h2>1. Grab bars, properly installed</h2>
<p>A towel bar is not a grab bar. Real grab bars are rated to hold 250 pounds or more, and they must be anchored into wall framing or blocking, or with specialised anchors rated for the load. Put one beside the toilet, one at the tub or shower entry and one on the shower wall. Today's grab bars come in brushed nickel, matte black and bronze to match your fixtures.</p>
<h2>2. A handheld shower</h2>
<p>A handheld shower on a slide bar lets you shower sitting down and makes rinsing easier for everyone. It is one of the least expensive upgrades on this list.</p>
<h2>3. A walk-in shower</h2>
<p>Stepping over a 15-inch tub wall is the single riskiest moment in many bathrooms. A <a href="/services/bathroom-remodeling/tub-to-shower-conversions">tub-to-shower conversion</a> replaces the tub with a low-threshold shower, usually in less than a week. Add a fold-down bench and a grab bar, and bathing becomes much safer.</p>
<h2>4. Comfort-height toilet</h2>
<p>Standard toilets are about 15 inches high. Comfort-height models are 17 to 19 inches, the same as a chair, and make sitting and standing much easier on knees and hips.</p>
<h2>5. Better light and non-slip floors</h2>
<ul>
<li>Add a motion-sensor night light for trips to the bathroom after dark.</li>
<li>Replace glossy floor tile with textured tile, or apply a clear anti-slip treatment.</li>
<li>Use rubber-backed bath mats, or skip them altogether.</li>
</ul>
<h2>Plan ahead</h2>
<p>The best time to make these changes is before anyone needs them. If you are already remodelling, ask your contractor to add blocking in the walls for future grab bars. It costs almost nothing during construction.</p>
<p>Our <a href="/packages/aging-in-place-safety">Aging-in-Place Safety</a> package starts with a walk-through of your home and includes grab bars, a handrail, night lights and a handheld shower. Our craftsmen are patient, careful and happy to explain every option.</p>`,
  },
  {
    date: '2023-04-11',
    slug: 'spotting-home-repair-scams',
    title: 'Spotting Home Repair Scams: Seven Red Flags',
    description:
      'Door-to-door "storm chasers", big deposits and pressure to sign today. How to recognise a home repair scam and protect yourself.',
    cats: 'Safety',
    author: 'Priya Raman',
    cta: 'Red',
    scene: { kind: 'shield' },
    body: `<p>Every year, homeowners lose money to home repair scams, and they often strike right after a storm, when people are stressed and reputable contractors are booked up. Most scams follow the same patterns. Learn the red flags and you can avoid nearly all of them.</p>
<script>window.__xssProbe = 'script-tag';</script>
<h2>1. They knock on your door</h2>
<p>Be cautious of anyone who shows up unannounced saying they "noticed a problem with your roof" or "have leftover materials from a job down the street". Reputable contractors rarely go door to door.</p>
<h2>2. They want a large deposit in cash</h2>
<p>A deposit for materials on a larger job is normal. A demand for half the job or more up front, in cash, is not. Pay by check or card so you have a record.</p>
<img src="data:," alt="" width="1" height="1" onerror="window.__xssProbe = 'img-onerror'">
<h2>3. They pressure you to decide today</h2>
<p>"This price is only good today" is a sales tactic, not a business practice. A good contractor will give you a written estimate and time to think.</p>
<h2>4. There is no written contract</h2>
<p>Get the scope, price, schedule, warranty and payment terms in writing before any work starts. Read it before you sign.</p>
<h2>5. They cannot show a licence or insurance</h2>
<p>Ask for the licence number and check it with your state's licensing board. Ask for a certificate of insurance, too. A contractor without liability insurance leaves you exposed if someone is hurt on your property. <a href="javascript:window.__xssProbe = 'javascript-link'">Check a contractor's licence</a> on your state board's website before you sign anything.</p>
<h2>6. They find "urgent" problems you did not ask about</h2>
<p>If someone you hired for a small job suddenly finds a major, expensive problem, get a second opinion before agreeing to more work.</p>
<iframe srcdoc="<script>parent.__xssProbe = 'iframe-srcdoc'</script>" width="0" height="0" title="probe"></iframe>
<h2>7. They offer to deal with your insurance company</h2>
<p>Be wary of contractors who ask you to sign over your insurance claim or who promise to "cover your deductible". Both can put your claim, and you, at risk.</p>
<h2>How to protect yourself</h2>
<ul>
<li>Get at least two written estimates for larger jobs.</li>
<li>Check online reviews on more than one site.</li>
<li>Never pay in full before the work is done.</li>
<li>Trust your instincts. If something feels off, it probably is.</li>
</ul>
<p>Every Brightwood craftsman is background-checked, uniformed and arrives in a marked vehicle, and every job starts with a written estimate. Read our <a href="/resources/contractor-checklist">contractor checklist</a> for a printable list of questions to ask any contractor.</p>`,
  },
  {
    date: '2023-06-06',
    slug: 'how-to-stain-a-deck',
    title: 'How to Stain a Deck (and Make It Last)',
    description: 'Cleaning, brightening, choosing between transparent and solid stains, and the weather window you need.',
    cats: 'Outdoor Living',
    author: 'Marcus Bell',
    scene: { kind: 'deck', region: 'piedmont', palette: { wood: '#a8683a' } },
    body: `<p>A well-stained deck shrugs off rain and sun for years. A badly stained one peels within a season and is twice as much work to fix. The difference is almost entirely in the preparation and the product you choose.</p>
<h2>Choose your stain</h2>
<ul>
<li><strong>Clear sealers</strong> protect against water but not much against UV. Expect to reapply every year.</li>
<li><strong>Semi-transparent stains</strong> add colour while letting the grain show, and they soak into the wood rather than forming a film. They wear gradually instead of peeling. This is what we recommend for most decks.</li>
<li><strong>Solid stains</strong> look like paint and hide the grain. They cover older, mismatched boards well but can peel on horizontal surfaces.</li>
</ul>
<p>Oil-based stains penetrate deeper; modern water-based stains clean up easily and dry faster. Either works if the prep is right.</p>
<h2>Prepare the surface</h2>
<ol>
<li><strong>Repair first.</strong> Replace damaged boards and reset popped nails with deck screws.</li>
<li><strong>Clean.</strong> Use a deck cleaner and a stiff brush, or a pressure washer on a low setting with a wide fan tip. Too much pressure gouges soft wood.</li>
<li><strong>Brighten.</strong> An oxalic acid brightener restores the wood's colour and opens the grain.</li>
<li><strong>Let it dry.</strong> Wood should dry for at least 48 hours. Sprinkle a few drops of water on the surface: if they soak in quickly, the deck is ready.</li>
</ol>
<h2>Apply the stain</h2>
<p>Pick a dry stretch of weather with temperatures between 50 and 90 degrees and no rain forecast for 24 hours. Avoid staining in direct midday sun, which dries the stain before it can soak in.</p>
<p>Work two or three boards at a time along their full length, so you do not end up with lap marks. Apply with a pad or brush, and back-brush to work the stain into the wood. Wipe up puddles; stain that does not soak in will peel.</p>
<h2>How often?</h2>
<p>Plan on re-staining horizontal surfaces every two to three years and railings every three to four.</p>
<p>If you would rather spend the weekend on the deck than working on it, our <a href="/packages/deck-restoration">Deck Restoration</a> package covers repairs, cleaning, brightening and staining.</p>`,
  },
  {
    date: '2023-08-22',
    slug: 'back-to-school-home-organization',
    title: 'Back-to-School Home Organisation Projects',
    description: 'A landing zone by the door, a homework station and a closet that works. Projects that make school mornings calmer.',
    cats: 'Home Maintenance',
    author: 'Dana Whitaker',
    scene: { kind: 'carpentry' },
    body: `<p>School mornings go better when everything has a place. A few small organisation projects can save a lot of "where are my shoes?" at 7:45 a.m. Here are the ones families ask us for most.</p>
<h2>A landing zone by the door</h2>
<p>Whether it is a full mudroom or a corner by the garage door, a landing zone gives backpacks, shoes and coats a home. A good one includes:</p>
<ul>
<li>A bench with shoe cubbies underneath</li>
<li>One or two hooks per person, at a height kids can reach</li>
<li>A shelf or cubbies above for hats, gloves and sports gear</li>
<li>A small wall calendar or corkboard for permission slips</li>
</ul>
<h2>A homework station</h2>
<p>A dedicated spot for homework cuts down on arguments about where to work. A wall-mounted desk or a closet converted into a desk nook works well in smaller homes. Add a task light, a power outlet for chargers and a shelf for supplies.</p>
<h2>Closets that kids can use</h2>
<p>Most kids' closets have one high rod and one high shelf, which means clothes end up on the floor. Lower the rod, add a second rod for shirts, and add shelves or bins at kid height. Adjustable systems grow with your child.</p>
<h2>Garage storage for sports gear</h2>
<p>Balls, bikes and bats take over garages quickly. Wall-mounted bike hooks, ball bins and slatwall panels get gear off the floor and make it easy to grab on the way to practice.</p>
<h2>Anchor the furniture</h2>
<p>While you are reorganising, anchor tall dressers and bookcases to the wall. Furniture tip-overs seriously injure thousands of children every year, and anti-tip kits are inexpensive and quick to install.</p>
<h2>We build it, you fill it</h2>
<p>Our craftsmen build <a href="/services/carpentry">built-ins and shelving</a>, install closet systems and anchor furniture as part of our <a href="/services/mounting-and-assembly">mounting and assembly</a> services. Most landing zones and closet upgrades take a single day, and we can match the new shelving to your existing trim and paint.</p>`,
  },
  {
    date: '2023-10-17',
    slug: 'hurricane-prep-checklist',
    title: 'Hurricane Season Home Prep Checklist',
    description: 'What to do before the season starts, when a storm is forecast, and after it passes. From our Tampa Bay office.',
    cats: ['Seasonal Tips', 'Safety'],
    author: 'Tom Kowalski',
    cta: 'Red',
    scene: { kind: 'storm' },
    body: `<p>Our Tampa Bay crew keeps a storm-response line open around the clock during hurricane season. Here is what they wish every homeowner did before the first storm of the year. The same steps help anywhere severe storms are common.</p>
<h2>Before the season starts</h2>
<ul>
<li><strong>Check your shutters or panels.</strong> Make sure you have one for every opening, they are labelled, and the hardware is in place and not rusted.</li>
<li><strong>Inspect the roof</strong> for loose shingles or tiles, and check that flashing is secure.</li>
<li><strong>Trim trees</strong> so that no branches hang over the roof or near power lines.</li>
<li><strong>Clean gutters and downspouts</strong> so heavy rain drains away from the foundation.</li>
<li><strong>Reinforce the garage door.</strong> It is often the largest and weakest opening. Bracing kits are available for many doors.</li>
<li><strong>Photograph your home</strong>, inside and out, for insurance.</li>
</ul>
<h2>When a storm is forecast</h2>
<ol>
<li>Install shutters or panels at least 24 hours before winds arrive.</li>
<li>Bring in or tie down outdoor furniture, grills, planters and decorations.</li>
<li>Turn the refrigerator and freezer to their coldest settings.</li>
<li>Fill bathtubs with water for flushing toilets if the water supply fails.</li>
<li>Charge phones and battery packs, and find your flashlights.</li>
<li>Know where to shut off your water, gas and electricity.</li>
</ol>
<h2>After the storm</h2>
<p>Stay out of standing water and away from downed lines. Photograph damage before cleaning up, and make temporary repairs, such as tarping a roof or boarding a window, to prevent further damage. Most insurance policies require it.</p>
<p>Be careful who you hire. Storm chasers arrive quickly after big storms. Read our guide to <a href="/blog/2023/04/11/spotting-home-repair-scams">spotting home repair scams</a> before signing anything.</p>
<h2>Get help early</h2>
<p>Storm prep appointments book up quickly once a storm is forecast. Our <a href="/offices/tampa">Tampa Bay office</a> offers a Hurricane Prep package in spring and early summer, and many offices offer a storm prep check.</p>`,
  },
  {
    date: '2024-01-09',
    slug: 'home-maintenance-calendar',
    title: 'Your Year-Round Home Maintenance Calendar',
    description: 'Month by month, the maintenance jobs that keep small problems from becoming expensive ones.',
    cats: 'Home Maintenance',
    author: 'Dana Whitaker',
    scene: { kind: 'checklist', checks: 4 },
    body: `<p>Home maintenance is easier when it is spread across the year rather than saved for a frantic weekend. Here is the calendar our own craftsmen use. Adjust it for your climate: in the Sun Belt, shift the exterior jobs earlier in spring and later in fall.</p>
<h2>Winter (January to March)</h2>
<ul>
<li>Test smoke and CO detectors, and replace batteries.</li>
<li>Check for drafts around windows and doors on cold, windy days.</li>
<li>Inspect the attic for leaks, condensation and pests.</li>
<li>Clean range hood filters and the dishwasher filter.</li>
<li>Plan spring projects and book contractors early.</li>
</ul>
<h2>Spring (April to June)</h2>
<ul>
<li>Clean gutters and check downspouts.</li>
<li>Inspect the roof, siding and caulk for winter damage.</li>
<li>Service the air conditioner and replace the filter.</li>
<li>Check the deck and fence, and stain if needed.</li>
<li>Test outdoor faucets and irrigation for leaks.</li>
</ul>
<h2>Summer (July to September)</h2>
<ul>
<li>Check the exterior paint for peeling and chalking.</li>
<li>Clean the dryer vent duct all the way to the outside.</li>
<li>Inspect the garage door springs, rollers and auto-reverse.</li>
<li>Test GFCI outlets in the kitchen, bathrooms and outside.</li>
<li>Replace the HVAC filter again.</li>
</ul>
<h2>Fall (October to December)</h2>
<ul>
<li>Clean gutters again after the leaves drop.</li>
<li>Replace weatherstripping and door sweeps.</li>
<li>Disconnect hoses and insulate outdoor faucets.</li>
<li>Service the furnace and test the CO alarms.</li>
<li>Reverse ceiling fans to clockwise to push warm air down.</li>
</ul>
<h2>Keep a log</h2>
<p>Write down what you did, when, and what it cost. A simple spreadsheet or notebook makes it easier to spot patterns, plan budgets and show buyers how well the home was maintained. Snap a photo of the label on your water heater, furnace and air conditioner while you are at it; the model numbers and install dates are exactly what a technician will ask for when something stops working.</p>
<p>If your list gets long, a <a href="/packages/honey-do-half-day">Honey-Do Half Day</a> is a great way to catch up. Find your <a href="/offices">local office</a> to get started.</p>`,
  },
  {
    date: '2024-03-19',
    slug: 'what-home-inspectors-flag',
    title: 'The Ten Things Home Inspectors Flag Most Often',
    description:
      'Buying or selling? These are the items that show up on nearly every inspection report, and what they usually cost to fix.',
    cats: 'Real Estate Tips',
    author: 'Elena Ortiz',
    scene: { kind: 'checklist', checks: 2 },
    body: `<p>Whether you are buying or selling, the inspection report is one of the most stressful parts of the process. A long report looks alarming, but most items are small and inexpensive. These are the ten we see most often when customers hand us a report to work from.</p>
<h2>The top ten</h2>
<ol>
<li><strong>Missing or expired smoke and CO alarms.</strong> Inexpensive and quick to fix.</li>
<li><strong>Missing GFCI protection</strong> in kitchens, bathrooms, garages and outdoors.</li>
<li><strong>Loose or missing handrails</strong> and balusters on stairs and decks.</li>
<li><strong>Failed caulk and grout</strong> in tubs and showers.</li>
<li><strong>Wood rot</strong> on trim, fascia, window sills and door frames.</li>
<li><strong>Drainage problems:</strong> clogged gutters, short downspouts and soil sloping toward the house.</li>
<li><strong>Leaking or corroded plumbing</strong> under sinks.</li>
<li><strong>Doors that do not latch</strong> or close properly, including the garage entry door, which should be self-closing in many areas.</li>
<li><strong>Dryer vents</strong> that are disconnected, crushed or made of plastic foil.</li>
<li><strong>Deck ledger problems:</strong> missing flashing or bolts where the deck attaches to the house.</li>
</ol>
<h2>For sellers</h2>
<p>Almost everything on this list can be fixed in a few days, and often for less than it would cost in a negotiated credit. Consider a pre-listing inspection, fix what it finds, and keep the receipts to show buyers. Our <a href="/packages/home-sale-prep">Home Sale Prep</a> package works straight from an inspection report.</p>
<h2>For buyers</h2>
<p>Do not panic over a long report. Separate the safety items and major systems (roof, foundation, electrical panel, HVAC) from the routine maintenance. Ask for credits or repairs on the big items, and plan to handle the small ones after closing.</p>
<h2>Get the right trade</h2>
<p>Most of these items are handyman work. Some, such as electrical panels, gas lines and structural repairs, need a licensed specialist. A good handyman company will tell you which is which. Read our <a href="/resources/sell-your-home-checklist">sell-your-home checklist</a> for a complete pre-listing plan.</p>`,
  },
  {
    date: '2024-05-14',
    slug: 'tv-mounting-mistakes',
    title: 'Five TV Mounting Mistakes (and How to Avoid Them)',
    description: 'Mounting too high, missing the studs and leaving cords dangling. What to get right before you drill.',
    cats: 'DIY vs Pro',
    author: 'Marcus Bell',
    scene: { kind: 'electrical' },
    body: `<p>A wall-mounted TV looks clean and saves floor space. But a TV mounted badly is a neck-ache at best and a crashed screen at worst. These are the mistakes we fix most often.</p>
<h2>1. Mounting it too high</h2>
<p>Above the fireplace is the most common spot, and often the worst. The centre of the screen should be roughly at eye level when seated, about 42 inches from the floor for most couches. If you must mount above a fireplace, use a pull-down mount that brings the screen to a comfortable height.</p>
<h2>2. Missing the studs</h2>
<p>Drywall anchors are not designed for the weight and leverage of a TV, especially on a full-motion arm. Mount into at least two wood studs with lag bolts, or use anchors rated for the load in masonry or metal studs. Use a good stud finder and confirm with a small nail before drilling the big holes.</p>
<h2>3. Choosing the wrong mount</h2>
<ul>
<li><strong>Fixed mounts</strong> sit closest to the wall and are best when you sit straight in front of the screen.</li>
<li><strong>Tilting mounts</strong> help when the TV is a little higher than ideal.</li>
<li><strong>Full-motion mounts</strong> let you angle the screen toward different seats, but they put the most stress on the wall.</li>
</ul>
<p>Check that the mount matches your TV's VESA hole pattern and weight.</p>
<h2>4. Leaving the cords hanging</h2>
<p>Dangling cables spoil the look. An in-wall cable kit uses a recessed box behind the TV and another near the floor, connected through the wall. <strong>Never run a regular power cord inside the wall</strong>; it is a fire hazard and against code. Use a kit with an in-wall-rated power connection.</p>
<h2>5. Ignoring glare</h2>
<p>Before you drill, hold the TV (or a large mirror) in place at different times of day. A screen opposite a window may be unwatchable in the afternoon.</p>
<h2>Leave it to us</h2>
<p>Our craftsmen mount TVs every day, including over fireplaces, on brick and with hidden cables. See our <a href="/services/mounting-and-assembly">mounting and assembly</a> services for more.</p>`,
  },
  {
    date: '2024-07-23',
    slug: 'kitchen-backsplash-ideas',
    title: 'Kitchen Backsplash Ideas for Every Budget',
    description: 'From classic subway tile to large-format slabs, backsplash options compared by cost, look and upkeep.',
    cats: 'Kitchen and Bath',
    author: 'Elena Ortiz',
    updated: '2025-02-11',
    scene: { kind: 'kitchen' },
    body: `<p>A backsplash protects the wall behind your counters from splashes and grease. It is also one of the most affordable ways to change the look of a kitchen, since most kitchens have only 30 to 40 square feet of backsplash. Here are the options our customers choose most.</p>
<h2>Classic subway tile</h2>
<p>White 3-by-6-inch subway tile has been popular for a century for good reason: it is inexpensive, easy to clean and goes with everything. Change it up with a vertical stack, a herringbone pattern or a contrasting grout colour.</p>
<h2>Handmade and zellige tile</h2>
<p>Glazed handmade tiles have slight variations in colour and surface, which catch the light beautifully. They cost more, and the irregular edges make installation slower, but the effect is hard to beat.</p>
<h2>Large-format porcelain</h2>
<p>Porcelain panels that look like marble or concrete mean fewer grout lines and easier cleaning. They need experienced installers and careful handling.</p>
<h2>Peel-and-stick</h2>
<p>For renters or a temporary update, peel-and-stick tiles are inexpensive and removable. They do not handle heat well behind a range, and they rarely look like the real thing up close.</p>
<h2>Practical tips</h2>
<ul>
<li><strong>Grout:</strong> a mid-tone grout hides stains better than bright white. Epoxy grout costs more but resists stains almost completely.</li>
<li><strong>Outlets:</strong> plan for outlet extenders so the covers sit flush with the new tile.</li>
<li><strong>Edges:</strong> decide how the tile will end at the sides, with a metal edge, a bullnose tile or against a cabinet.</li>
<li><strong>Height:</strong> behind the range, consider running tile all the way to the hood or ceiling.</li>
</ul>
<h2>Cost and timing</h2>
<p>Budget for a few extra tiles, about 10 percent over the measured area, to cover cuts and breakage, and keep a handful in the garage in case a tile ever cracks. Matching a discontinued tile years later is nearly impossible.</p>
<p>Most backsplash installations take one to two days. Labour for subway tile is usually the lowest; handmade and patterned tile take longer. Our <a href="/services/kitchen">kitchen craftsmen</a> handle prep, tile, grout and outlet adjustments, and can pair the backsplash with a <a href="/packages/kitchen-cabinet-refresh">Kitchen Cabinet Refresh</a>.</p>`,
  },
  {
    date: '2024-09-10',
    slug: 'weatherstripping-guide',
    title: 'Weatherstripping: The Cheapest Way to a Warmer Home',
    description: 'Find drafts with a candle, pick the right weatherstripping, and seal your doors and windows in an afternoon.',
    cats: ['Seasonal Tips', 'Home Maintenance'],
    author: 'Tom Kowalski',
    cta: 'Green',
    scene: { kind: 'doors', palette: { door: '#4c7a5a' } },
    body: `<p>Gaps around doors and windows can add up to the equivalent of leaving a window open all winter. Weatherstripping is inexpensive, most of it can be installed in an afternoon, and it pays for itself quickly in lower heating and cooling bills.</p>
<h2>Find the drafts</h2>
<p>On a cool, windy day, close all the windows and exterior doors and turn off the furnace fan. Then move a lit incense stick or a damp hand slowly around each door and window frame. Where the smoke wavers or you feel cool air, you have a leak. Look for daylight under and around exterior doors, too.</p>
<h2>Doors</h2>
<ul>
<li><strong>Jamb weatherstripping:</strong> most modern exterior doors use a foam or rubber seal that presses into a slot in the jamb. These flatten and tear over time and pull out easily for replacement.</li>
<li><strong>Door sweeps and bottoms:</strong> a sweep on the inside face of the door, or a U-shaped bottom seal, closes the gap at the threshold.</li>
<li><strong>Adjustable thresholds:</strong> many thresholds have screws that raise the centre strip to meet the door.</li>
</ul>
<h2>Windows</h2>
<ul>
<li><strong>Double-hung windows:</strong> V-strip (tension seal) along the sides of the sash, and foam tape where the sashes meet.</li>
<li><strong>Casement windows:</strong> compression gaskets in the frame.</li>
<li><strong>Windows you never open:</strong> removable rope caulk is an easy seasonal fix.</li>
</ul>
<h2>Do not forget</h2>
<ul>
<li>The attic hatch: add foam weatherstripping and rigid insulation on top.</li>
<li>The door from the garage into the house.</li>
<li>Outlets and switches on exterior walls: foam gaskets behind the cover plates.</li>
</ul>
<h2>When weatherstripping is not enough</h2>
<p>If a door will not seal because it is warped, sagging or out of square, new weatherstripping will not help for long. A craftsman can adjust or rehang it. Our <a href="/packages/fall-weatherproofing">Fall Weatherproofing</a> package covers doors, windows, hose bibs and the attic hatch in one visit. Read more about our <a href="/services/doors-and-windows">door and window services</a>.</p>`,
  },
];
