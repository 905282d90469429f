// Corporate blog posts, 2025 to 2026 (none after 2026-11-15).
import type { PostSource } from './blog-authors';

export const POSTS_2025_2026: PostSource[] = [
  {
    date: '2025-01-14',
    slug: 'childproofing-your-home',
    title: 'Childproofing Your Home: A Room-by-Room Guide',
    description: 'Anchoring furniture, locking cabinets, covering outlets and gating stairs. What to do before your baby starts crawling.',
    cats: 'Safety',
    author: 'Priya Raman',
    scene: { kind: 'living', palette: { sofa: '#6b8f71', rug: '#e5a35a' } },
    body: `<p>Babies go from rolling to crawling to climbing faster than most parents expect. The best time to childproof is before your baby is mobile, while you still have time to plan. Get down on your hands and knees in each room; you will see hazards you never noticed from adult height.</p>
<h2>Everywhere</h2>
<ul>
<li><strong>Anchor furniture.</strong> Dressers, bookcases and TVs can tip onto a child who climbs or pulls on them. Anchor every tall or top-heavy piece to the wall studs with an anti-tip kit.</li>
<li><strong>Cover outlets.</strong> Tamper-resistant outlets are the most reliable option; sliding covers are a good second choice. Plug-in caps are easy to lose and can be a choking hazard.</li>
<li><strong>Manage cords.</strong> Blind cords are a strangulation hazard. Use cordless blinds or cord cleats mounted high on the wall.</li>
<li><strong>Check detectors.</strong> Make sure smoke and CO alarms work on every level.</li>
</ul>
<h2>Stairs</h2>
<p>Use <strong>hardware-mounted gates</strong> at the top of stairs; pressure-mounted gates can be pushed out. Pressure gates are fine at the bottom of stairs and in doorways. Check that stair balusters are less than 4 inches apart.</p>
<h2>Kitchen</h2>
<ul>
<li>Magnetic or adhesive locks on cabinets with cleaners, knives and glass.</li>
<li>Stove knob covers and an oven lock.</li>
<li>An anti-tip bracket on the range, so a child cannot tip it by standing on the open oven door.</li>
</ul>
<h2>Bathroom</h2>
<ul>
<li>Toilet locks and cabinet locks.</li>
<li>Set your water heater to 120 degrees Fahrenheit to prevent scalding.</li>
<li>A soft spout cover for the tub.</li>
</ul>
<h2>Windows and doors</h2>
<p>Window screens keep bugs out, not children in. Install window stops or guards that limit openings to 4 inches on upper floors, and move furniture away from windows. Door knob covers and high slide bolts keep little ones out of garages and basements.</p>
<h2>Let us help</h2>
<p>Furniture anchoring, hardware-mounted gates and outlet upgrades go much faster with the right tools and a stud finder. Our <a href="/services/home-safety">home safety craftsmen</a> can childproof most homes in a single visit.</p>`,
  },
  {
    date: '2025-03-25',
    slug: 'first-time-homeowner-toolkit',
    title: "The First-Time Homeowner's Toolkit",
    description: 'The twelve tools every new homeowner should own, and the jobs you can handle with them.',
    cats: ['Real Estate Tips', 'DIY vs Pro'],
    author: 'Tom Kowalski',
    scene: { kind: 'workshop' },
    body: `<p>Congratulations on your new home. Sooner or later, something will squeak, drip or come loose. You do not need a garage full of tools, but a dozen good ones will let you handle most small repairs yourself.</p>
<h2>The essentials</h2>
<ol>
<li><strong>A cordless drill/driver</strong> with a set of bits. The single most useful tool you can own.</li>
<li><strong>A multi-bit screwdriver</strong> for quick jobs and tight spots.</li>
<li><strong>A 16-ounce claw hammer.</strong></li>
<li><strong>A 25-foot tape measure.</strong></li>
<li><strong>A 24-inch level</strong>, plus a small torpedo level.</li>
<li><strong>A stud finder.</strong> Look for one that also detects live wires.</li>
<li><strong>A utility knife</strong> with spare blades.</li>
<li><strong>Adjustable wrench and tongue-and-groove pliers</strong> for plumbing fittings.</li>
<li><strong>A plunger</strong> (a flange plunger for toilets, a cup plunger for sinks).</li>
<li><strong>A caulk gun.</strong></li>
<li><strong>A 4- and 6-inch putty knife</strong> for patching.</li>
<li><strong>A sturdy step ladder.</strong></li>
</ol>
<h2>Nice to have</h2>
<ul>
<li>A non-contact voltage tester, to check that a wire is dead before you touch it.</li>
<li>A headlamp, for working under sinks and in the attic.</li>
<li>A small assortment of screws, anchors and picture hooks.</li>
<li>Safety glasses, work gloves and hearing protection.</li>
</ul>
<h2>Jobs you can now handle</h2>
<p>With this kit you can hang shelves and pictures, tighten loose hinges and handles, patch small drywall holes, replace a toilet flapper, re-caulk a tub, clear a clogged drain and replace a cabinet knob.</p>
<h2>Know where things are</h2>
<p>Before anything goes wrong, find your main water shut-off, electrical panel, gas shut-off and water heater. Label the breakers in your panel and make sure everyone in the house knows where the water shut-off is.</p>
<h2>And when to call us</h2>
<p>Some jobs are worth hiring out: anything involving the electrical panel or gas, work on a roof, structural repairs and projects where a mistake would be expensive. Read our guide on <a href="/blog/2025/08/19/when-to-call-a-handyman">when to call a handyman</a>, or keep your <a href="/offices">local Brightwood office</a> number handy for the rest.</p>`,
  },
  {
    date: '2025-06-10',
    slug: 'outdoor-shade-ideas',
    title: 'Shade Ideas for a Cooler Backyard',
    description: 'Pergolas, shade sails, patio covers and trees: ways to make your backyard usable on the hottest afternoons.',
    cats: 'Outdoor Living',
    author: 'Elena Ortiz',
    scene: { kind: 'deck', region: 'sonoran', palette: { wood: '#9a6a44' } },
    body: `<p>A backyard without shade is a backyard nobody uses between noon and six. In our Arizona, Nevada, Texas and Florida offices, shade projects are among the most popular requests every spring. Here are the main options.</p>
<h2>Pergolas</h2>
<p>A pergola's open roof of beams and slats gives dappled shade and a sense of an outdoor room. Wood pergolas look warm but need sealing every few years; aluminum pergolas need almost no maintenance. Adding a retractable canopy or louvered roof gives you full shade when you need it.</p>
<h2>Shade sails</h2>
<p>Tensioned fabric sails are affordable and striking. The key is the anchor points: sails exert a lot of force in the wind, so they need properly footed steel posts or solid attachment to the house structure. Angle sails so rain runs off, and take them down before big storms.</p>
<h2>Solid patio covers</h2>
<p>A solid roof attached to the house gives full shade and rain protection, and can hold ceiling fans and lights. Patio covers usually need permits and, in many communities, HOA approval.</p>
<h2>Umbrellas and awnings</h2>
<p>Cantilever umbrellas and retractable awnings are quick, flexible options for smaller spaces. Choose a heavy base and fade-resistant fabric.</p>
<h2>Plant for the future</h2>
<p>A well-placed shade tree on the west side of the house can cool both the yard and the house. Choose a species suited to your climate and plant it far enough from the foundation and the roof.</p>
<h2>Make it comfortable</h2>
<ul>
<li>Add an outdoor-rated ceiling fan under a covered patio.</li>
<li>Misting systems cool the air dramatically in dry climates.</li>
<li>Light-coloured pavers and decking stay cooler than dark surfaces.</li>
</ul>
<h2>Before you build</h2>
<p>Check with your city and HOA for setbacks, height limits and permits. Our craftsmen build pergolas and shade structures as part of our <a href="/services/decks">decks and patios</a> services, and can help with HOA paperwork.</p>`,
  },
  {
    date: '2025-08-19',
    slug: 'when-to-call-a-handyman',
    title: 'DIY or Call a Pro? How to Decide',
    description: 'A simple way to decide which home projects to tackle yourself, and which are worth hiring out.',
    cats: 'DIY vs Pro',
    author: 'Dana Whitaker',
    cta: 'Red',
    scene: { kind: 'workshop' },
    body: `<p>We love a good DIY project, and many of our own articles show you how to do things yourself. But some jobs are worth hiring out. Here is the simple framework our craftsmen use when friends ask whether they should do something themselves.</p>
<h2>Ask four questions</h2>
<ol>
<li><strong>Could a mistake hurt someone?</strong> Electrical panels, gas lines, roofs, structural changes and anything involving tall ladders fall here. If yes, hire a pro.</li>
<li><strong>Could a mistake be expensive?</strong> A bad drywall patch costs you an afternoon. A bad shower waterproofing job can cost thousands when it leaks into the subfloor.</li>
<li><strong>Does it need a permit?</strong> Many electrical, plumbing and structural projects do. Unpermitted work can cause problems when you sell or make an insurance claim.</li>
<li><strong>Is your time worth more?</strong> A job that takes a pro two hours might take you a whole weekend, plus a trip to buy a tool you will use once.</li>
</ol>
<h2>Great DIY projects</h2>
<ul>
<li>Painting a room</li>
<li>Replacing cabinet hardware</li>
<li>Patching small drywall holes</li>
<li>Re-caulking a tub</li>
<li>Replacing a toilet flapper or showerhead</li>
<li>Installing weatherstripping</li>
</ul>
<h2>Usually worth hiring out</h2>
<ul>
<li>Anything on the roof or a two-story ladder</li>
<li>Tile showers and waterproofing</li>
<li>New electrical circuits and panel work</li>
<li>Structural repairs on decks and stairs</li>
<li>Hanging heavy items on plaster or masonry</li>
<li>Exterior doors and windows</li>
</ul>
<h2>The middle ground</h2>
<p>Many customers do part of a project themselves and hire us for the tricky bits: they paint, we repair the drywall first; they demo, we tile. That is a smart way to save money. Just agree on the split before work starts, so everyone knows who is responsible for what if something goes wrong.</p>
<h2>Batch the small stuff</h2>
<p>If you have a list of small jobs that never quite get done, book a <a href="/packages/honey-do-half-day">Honey-Do Half Day</a>. You send the list, we bring the tools. Find your <a href="/offices">local office</a> to get started, or browse our <a href="/services">services</a>.</p>`,
  },
  {
    date: '2025-10-07',
    slug: 'fall-weatherproofing-checklist',
    title: 'The Fall Weatherproofing Checklist',
    description: 'Seal, clean and protect your home before winter, with a checklist that takes a weekend.',
    cats: 'Seasonal Tips',
    author: 'Marcus Bell',
    scene: { kind: 'home', region: 'piedmont', season: 'autumn' },
    body: `<p>Fall is your last good chance to get your home ready before cold weather arrives. A weekend of work now prevents frozen pipes, ice dams and high heating bills later. Here is the checklist our craftsmen follow.</p>
<h2>Seal the envelope</h2>
<ul>
<li><strong>Check weatherstripping</strong> on every exterior door. If you can see daylight, replace it.</li>
<li><strong>Install door sweeps</strong> where there is a gap at the threshold.</li>
<li><strong>Caulk exterior gaps</strong> around windows, doors, pipes, vents and wires.</li>
<li><strong>Seal the attic hatch</strong> with foam weatherstripping and add insulation on top.</li>
</ul>
<h2>Manage water</h2>
<ul>
<li><strong>Clean gutters</strong> after most of the leaves have fallen.</li>
<li><strong>Extend downspouts</strong> at least 4 to 6 feet from the foundation.</li>
<li><strong>Check grading</strong> so soil slopes away from the house.</li>
<li><strong>Drain and store hoses</strong>, and shut off outdoor faucets from inside if you can.</li>
<li><strong>Add insulated covers</strong> to outdoor faucets.</li>
<li><strong>Blow out irrigation lines</strong> in freezing climates.</li>
</ul>
<h2>Heating and safety</h2>
<ul>
<li>Service the furnace and replace the filter.</li>
<li>Test smoke and CO alarms.</li>
<li>Have the chimney inspected and swept if you use your fireplace.</li>
<li>Reverse ceiling fans to clockwise on low speed.</li>
</ul>
<h2>Outside</h2>
<ul>
<li>Trim branches away from the roof and power lines.</li>
<li>Inspect the roof from the ground for loose shingles.</li>
<li>Seal the deck if water no longer beads on it.</li>
<li>Store or cover outdoor furniture.</li>
</ul>
<h2>Keep a list as you go</h2>
<p>As you work through the checklist, note anything you cannot fix yourself: a soft spot on the deck, a window that will not latch, a stain on the ceiling. Those notes are exactly what a craftsman needs to give you an accurate estimate, and they keep small problems from being forgotten until spring.</p>
<h2>Do it in one visit</h2>
<p>Our <a href="/packages/fall-weatherproofing">Fall Weatherproofing</a> package covers weatherstripping, door sweeps, caulking, hose-bib covers, gutter cleaning and the attic hatch. Book early; fall is our busiest season. For more on frozen pipes, read our guide to <a href="/blog/2020/11/10/how-to-prevent-frozen-pipes">preventing frozen pipes</a>.</p>`,
  },
  {
    date: '2026-02-03',
    slug: 'flooring-options-compared',
    title: 'Flooring Options Compared: LVP, Laminate, Hardwood and Tile',
    description: 'Cost, durability, water resistance and comfort: how the four most popular flooring types compare.',
    cats: ['Home Maintenance', 'Kitchen and Bath'],
    author: 'Elena Ortiz',
    scene: { kind: 'flooring' },
    body: `<p>New flooring is one of the biggest visual changes you can make to a home, and one of the easiest to get wrong. Each type has strengths and weaknesses, and the right choice depends on the room, your household and your budget.</p>
<h2>Luxury vinyl plank (LVP)</h2>
<p>LVP has become the most popular flooring we install. Quality products look convincingly like wood, are fully waterproof and stand up well to pets and kids. They are softer and warmer underfoot than tile.</p>
<ul>
<li><strong>Best for:</strong> kitchens, bathrooms, basements, busy households.</li>
<li><strong>Watch out for:</strong> very cheap products with thin wear layers, which scratch easily. Look for a wear layer of at least 12 mil (20 mil for heavy use).</li>
</ul>
<h2>Laminate</h2>
<p>Laminate is affordable and very scratch-resistant. Newer water-resistant laminates handle spills better than older products, but standing water can still swell the core.</p>
<ul>
<li><strong>Best for:</strong> living rooms, bedrooms, budget projects.</li>
<li><strong>Watch out for:</strong> hollow sound underfoot; a good underlayment helps.</li>
</ul>
<h2>Engineered hardwood</h2>
<p>Engineered hardwood is real wood on top of a stable plywood core. It looks and feels like solid hardwood but handles humidity changes better, and can be installed over concrete slabs.</p>
<ul>
<li><strong>Best for:</strong> living areas where you want real wood.</li>
<li><strong>Watch out for:</strong> water in kitchens and bathrooms, and scratches from pets. Thin wear layers can only be refinished once, if at all.</li>
</ul>
<h2>Porcelain and ceramic tile</h2>
<p>Tile is nearly indestructible and completely waterproof. Wood-look porcelain planks have become very realistic.</p>
<ul>
<li><strong>Best for:</strong> bathrooms, entries, kitchens, hot climates.</li>
<li><strong>Watch out for:</strong> hard and cold underfoot, and grout that needs sealing.</li>
</ul>
<h2>Think about transitions</h2>
<p>Changing flooring type between rooms means a transition strip at each doorway, and height differences can create a trip hazard. Running one product through the main living areas looks more spacious and avoids most of those strips.</p>
<h2>Do not skip the subfloor</h2>
<p>Whatever you choose, the subfloor must be flat, dry and solid. Most flooring failures we see come from skipping that step. Our <a href="/services/flooring">flooring craftsmen</a> check and level the subfloor before every installation.</p>`,
  },
  {
    date: '2026-04-21',
    slug: 'spring-curb-appeal-projects',
    title: 'Six Weekend Projects for Spring Curb Appeal',
    description: 'A painted front door, new house numbers and better lighting. Weekend projects that make your home look cared for.',
    cats: ['Outdoor Living', 'Real Estate Tips'],
    author: 'Elena Ortiz',
    cta: 'Yellow',
    scene: { kind: 'doors', palette: { door: '#d02030' } },
    body: `<p>Whether you are selling this year or just want to smile when you pull into the driveway, a few weekend projects can transform the front of your home. These are the ones that make the biggest difference for the least money.</p>
<h2>1. Paint the front door</h2>
<p>A freshly painted front door in a confident colour is the single best curb-appeal project. Remove the hardware, sand lightly, prime any bare spots and use an exterior paint in semi-gloss or high-gloss. Deep red, navy, black and forest green never go out of style.</p>
<h2>2. Update the hardware</h2>
<p>New house numbers, a new door handle and a new mailbox work together to make the entry look intentional. Choose one finish, such as matte black or brushed brass, and use it throughout.</p>
<h2>3. Improve the lighting</h2>
<p>Replace dated porch lights with fixtures in proportion to your door; most people choose fixtures that are too small. Add solar path lights or low-voltage landscape lighting along the walkway.</p>
<h2>4. Clean everything</h2>
<p>A pressure wash of the walkway, driveway and porch makes a dramatic difference. Wash the windows and the siding near the entry, and clean the gutters so they are not streaked or overflowing.</p>
<h2>5. Fix the small things</h2>
<ul>
<li>Repair rotted trim around the door and windows.</li>
<li>Tighten or replace loose railings on the porch steps.</li>
<li>Replace torn window screens.</li>
<li>Touch up peeling paint on trim and shutters.</li>
</ul>
<h2>6. Add life</h2>
<p>Two matching planters on either side of the door, filled with something green year-round, frame the entry. Fresh mulch in the beds makes the whole yard look tidier.</p>
<p>Step back to the street when you are done and take a photo. Photos show what your eye skips over in person, like a faded shutter or a crooked light, and they make a handy before-and-after for your records.</p>
<h2>Need a hand?</h2>
<p>Our <a href="/packages/curb-appeal">Curb Appeal</a> package covers the door, hardware, lighting, trim and a walkway wash in a day or two. Selling soon? Pair it with our <a href="/packages/home-sale-prep">Home Sale Prep</a> package.</p>`,
  },
  {
    date: '2026-07-14',
    slug: 'water-leak-warning-signs',
    title: 'Eight Warning Signs of a Hidden Water Leak',
    description: 'A hidden leak can rot floors and grow mould for months before you see it. Eight warning signs to watch for.',
    cats: ['Home Maintenance', 'Safety'],
    author: 'Priya Raman',
    scene: { kind: 'plumbing' },
    body: `<p>Water damage is one of the most common and costly problems in any home, and the worst leaks are the ones you cannot see. A slow drip inside a wall can rot framing and grow mould for months before it shows. These are the warning signs our craftsmen look for.</p>
<h2>The eight signs</h2>
<ol>
<li><strong>A higher water bill</strong> with no change in your habits.</li>
<li><strong>A water meter that moves</strong> when every fixture is off. Note the reading, avoid using water for two hours, and check again.</li>
<li><strong>Stains or bubbling paint</strong> on ceilings and walls, especially below bathrooms.</li>
<li><strong>Warped, soft or discoloured flooring</strong> near tubs, toilets, dishwashers and refrigerators.</li>
<li><strong>A musty smell</strong> that does not go away, often from a cabinet or closet.</li>
<li><strong>Mould or mildew</strong> in places that are not usually damp.</li>
<li><strong>The sound of running water</strong> when nothing is on.</li>
<li><strong>A toilet that runs</strong> or refills on its own.</li>
</ol>
<h2>Where leaks hide</h2>
<ul>
<li>Under sinks, at the supply lines and drain connections.</li>
<li>Behind and under the toilet, at the wax ring.</li>
<li>Behind the refrigerator, at the ice-maker line.</li>
<li>Under the dishwasher and washing machine.</li>
<li>Around tub and shower valves inside the wall.</li>
<li>At the water heater.</li>
</ul>
<h2>Prevent the next one</h2>
<ul>
<li>Replace rubber washing-machine hoses with braided stainless steel every five years.</li>
<li>Replace old multi-turn shut-off valves with quarter-turn valves.</li>
<li>Install inexpensive water-leak alarms under sinks and near the water heater. Smart shut-off valves can stop the water automatically.</li>
<li>Keep caulk and grout in good condition in wet areas.</li>
</ul>
<h2>What to do if you find one</h2>
<p>Turn off the water to the fixture or the whole house, dry the area and call for help. Photograph the damage before you clean up, and check your homeowner's policy: sudden leaks are often covered, slow long-term leaks often are not, which is one more reason to catch them early. Our <a href="/services/plumbing">plumbing craftsmen</a> fix fixture leaks and replace valves, and our <a href="/services/drywall">drywall</a> crews repair the damage once everything is dry.</p>`,
  },
  {
    date: '2026-10-06',
    slug: 'winter-ready-in-a-weekend',
    title: 'Winter-Ready in a Weekend',
    description: 'A two-day plan to get your home ready for snow, ice and cold: Saturday outside, Sunday inside.',
    cats: 'Seasonal Tips',
    author: 'Marcus Bell',
    updated: '2026-10-20',
    scene: { kind: 'home', region: 'mountain', season: 'winter' },
    body: `<p>Our Colorado crews see winter arrive early and hard, sometimes with snow on the ground before the leaves are off the trees. Their advice: do not wait for the first storm, when everyone else is calling at once and hardware stores are out of ice melt and hose-bib covers. This two-day plan covers the essentials, and most of it needs nothing more than a ladder, a caulk gun and a free weekend.</p>
<h2>Saturday: outside</h2>
<h3>Morning</h3>
<ul>
<li><strong>Gutters:</strong> clean them and make sure downspouts drain well away from the house. In snowy areas, clogged gutters lead to ice dams.</li>
<li><strong>Hoses and faucets:</strong> disconnect, drain and store hoses. Shut off and drain outdoor faucets from inside, and add insulated covers.</li>
<li><strong>Irrigation:</strong> shut it off and blow out the lines.</li>
</ul>
<h3>Afternoon</h3>
<ul>
<li><strong>Caulk:</strong> seal gaps around windows, doors and penetrations while it is still warm enough for caulk to cure (above 40 degrees).</li>
<li><strong>Railings and steps:</strong> tighten loose railings and fix uneven steps before they are covered in ice.</li>
<li><strong>Snow gear:</strong> check the snow shovel and blower, and stock ice melt that is safe for your concrete and pets.</li>
<li><strong>Trees:</strong> note branches that could fall on the house under snow, and call an arborist.</li>
</ul>
<h2>Sunday: inside</h2>
<h3>Morning</h3>
<ul>
<li><strong>Drafts:</strong> replace weatherstripping and door sweeps where you can see light or feel air.</li>
<li><strong>Attic hatch:</strong> weatherstrip it and add rigid insulation on top.</li>
<li><strong>Pipes:</strong> insulate pipes in the crawlspace, garage and exterior walls.</li>
</ul>
<h3>Afternoon</h3>
<ul>
<li><strong>Heating:</strong> replace the furnace filter and book a service if it has been more than a year.</li>
<li><strong>Safety:</strong> test smoke and CO alarms. Winter is the peak season for CO poisoning.</li>
<li><strong>Fans:</strong> switch ceiling fans to clockwise on low.</li>
<li><strong>Emergency kit:</strong> flashlights, batteries, blankets, water and a list of emergency numbers.</li>
</ul>
<h2>Short on weekends?</h2>
<p>Book our <a href="/packages/fall-weatherproofing">Fall Weatherproofing</a> package and we will handle the sealing, faucets, gutters and attic hatch in one visit. For more detail, see our <a href="/blog/2025/10/07/fall-weatherproofing-checklist">fall weatherproofing checklist</a>.</p>`,
  },
];
