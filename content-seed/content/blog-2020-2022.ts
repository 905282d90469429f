// Corporate blog posts, 2020 to 2022. body is the article HTML (sanitised by the front end).
import type { PostSource } from './blog-authors';

export const POSTS_2020_2022: PostSource[] = [
  {
    date: '2020-02-11',
    slug: 'how-to-fix-a-door-that-wont-latch',
    title: "How to Fix a Door That Won't Latch",
    description:
      'A door that will not latch is almost always a hinge or strike plate problem. Here is how to find which one, and fix it in under an hour.',
    cats: ['Home Maintenance', 'DIY vs Pro'],
    author: 'Marcus Bell',
    scene: { kind: 'doors', palette: { door: '#2f5d7c' } },
    body: `<p>You push the door closed, hear the latch tap against the strike plate, and the door drifts back open. It is one of the most common calls we get, and the good news is that it is rarely the door's fault. In nine cases out of ten, the door has sagged a few millimetres on its hinges, or the house has settled and moved the frame.</p>
<h2>Step 1: Find where the latch is hitting</h2>
<p>Close the door slowly and watch the latch bolt. Is it hitting above the hole in the strike plate, below it, or is it too far from the plate to reach? A quick trick: rub a little lipstick or a dry-erase marker on the end of the latch, close the door, and look at the mark it leaves on the strike plate.</p>
<h2>Step 2: Tighten the hinges</h2>
<p>If the latch is hitting low, the door is sagging. Open it and check each hinge screw. Loose screws in the top hinge are the usual culprit. If a screw just spins, replace one of the short jamb screws in the top hinge with a <strong>3-inch screw</strong> that reaches the wall framing behind the jamb. Snug it gently; overtightening can pull the jamb out of line.</p>
<h2>Step 3: Adjust the strike plate</h2>
<p>If the hinges are tight and the latch still misses by a small amount, you can:</p>
<ul>
<li>File the opening in the strike plate a few millimetres larger in the direction of the miss.</li>
<li>Remove the strike plate, fill the old screw holes with glued wooden toothpicks, and reinstall it in the right spot.</li>
<li>Check that the hole behind the plate is deep enough for the latch to fully extend.</li>
</ul>
<h2>Step 4: Look for bigger signs</h2>
<p>If the gap between the door and frame is uneven from top to bottom, or you see diagonal cracks in the drywall above the door, the frame may have moved with the foundation. That is still fixable, but it often means re-hanging the door or planing the edge, and sometimes a conversation with a structural engineer.</p>
<h2>When to call a pro</h2>
<p>If you have tried the long-screw fix and the strike adjustment and the door still fights you, or if several doors started sticking at once, it is time for a second pair of eyes. Our craftsmen fix latching problems every day as part of our <a href="/services/doors-and-windows">door and window services</a>, and we can usually fix every door in the house in a single visit.</p>`,
  },
  {
    date: '2020-04-07',
    slug: 'spring-home-maintenance-checklist',
    title: 'The Spring Home Maintenance Checklist',
    description:
      'Twelve spring jobs that catch winter damage early and get your home ready for summer, with notes on which ones to hire out.',
    cats: ['Seasonal Tips', 'Home Maintenance'],
    author: 'Dana Whitaker',
    cta: 'Green',
    scene: { kind: 'checklist', checks: 3 },
    body: `<p>Spring is the best time of year to look your house over. Winter damage is still fresh, the weather is mild enough to work outside, and anything you find now is cheaper to fix than it will be after a summer of storms. Here is the list our craftsmen use for their own homes.</p>
<h2>Outside</h2>
<ol>
<li><strong>Walk the roofline.</strong> From the ground, with binoculars if you have them, look for missing shingles, slipped tiles and lifted flashing around chimneys and vents.</li>
<li><strong>Clean the gutters.</strong> Flush each downspout with a hose and make sure the water comes out well away from the foundation.</li>
<li><strong>Check the caulk.</strong> Look at the caulk around windows, doors and where pipes and wires enter the house. Cracked or missing caulk lets water into the wall.</li>
<li><strong>Inspect the deck.</strong> Push a screwdriver into a few boards and the posts near the ground. If it sinks in easily, that wood is rotting.</li>
<li><strong>Test outdoor faucets.</strong> A hose bib that froze over winter may only leak when the hose is on, and the leak can be inside the wall.</li>
<li><strong>Look at the fence.</strong> Push on each post. Leaning sections are easier to fix before the summer storms arrive.</li>
</ol>
<h2>Inside</h2>
<ol>
<li><strong>Test smoke and CO detectors</strong>, and replace any unit older than ten years.</li>
<li><strong>Replace the HVAC filter</strong> and book an air-conditioning service before the first heat wave.</li>
<li><strong>Check under sinks</strong> for drips, swollen cabinet floors and corroded shut-off valves.</li>
<li><strong>Re-caulk the tub and shower</strong> if the caulk is cracked, peeling or mouldy.</li>
<li><strong>Run every ceiling fan</strong> and switch it to counter-clockwise for summer.</li>
<li><strong>Look at the ceilings</strong> under bathrooms and below the attic for new stains.</li>
</ol>
<h2>What to hire out</h2>
<p>Most of this list is a Saturday morning with a ladder and a flashlight. But anything on the roof, rotted structural wood on a deck, and leaks you can hear but not find are best left to a professional. If your list is longer than your weekend, our <a href="/packages/spring-exterior-tune-up">Spring Exterior Tune-Up</a> covers the outside in a single visit and includes a photo report of everything we find.</p>
<p>Whatever you do, write down what you found and when. A simple maintenance log makes next spring faster, and it is a great thing to hand a buyer if you ever sell.</p>`,
  },
  {
    date: '2020-06-16',
    slug: 'how-to-patch-drywall-like-a-pro',
    title: 'How to Patch Drywall Like a Pro',
    description:
      'The difference between a patch you can see and one you cannot is in the feathering and the texture. A step-by-step guide for small and medium holes.',
    cats: 'DIY vs Pro',
    author: 'Marcus Bell',
    scene: { kind: 'drywall' },
    body: `<p>Every house gets holes in the walls: doorknobs, moving furniture, anchors from old shelves. Patching them is not hard, but making the patch invisible takes patience. Here is how our craftsmen do it.</p>
<h2>What you need</h2>
<ul>
<li>Lightweight joint compound (the pre-mixed kind in a tub)</li>
<li>A 4-inch and a 10-inch taping knife</li>
<li>Self-adhesive mesh patches for holes up to about 6 inches</li>
<li>A sanding sponge (medium and fine)</li>
<li>Primer, and a little of your wall paint</li>
</ul>
<h2>Small holes and dents</h2>
<p>For nail holes and dents, press a little compound into the hole with the small knife, then scrape it flat. Let it dry, add a second thin coat, and sand lightly. Two thin coats always beat one thick coat, which shrinks and cracks.</p>
<h2>Medium holes</h2>
<p>Cut away any torn paper around the hole so the edges are firm. Stick a mesh patch over the hole. Spread compound over the patch with the wide knife, pressing it through the mesh, and <strong>feather the edges</strong> several inches beyond the patch. Feathering means pressing harder on the outside edge of the knife so the compound thins to nothing. Let it dry completely, usually overnight.</p>
<p>Apply a second, wider coat and feather it further. Sand with a fine sponge until you cannot feel the edge with your fingertips. Your fingers are better than your eyes at this.</p>
<h2>Matching texture</h2>
<p>This is where most DIY patches give themselves away. If your walls have orange peel texture, a spray can of texture from the hardware store works on small areas; practise on cardboard first. Knockdown texture needs compound splattered on and then flattened with a knife once it starts to set. Smooth walls need a perfect sand.</p>
<h2>Prime before you paint</h2>
<p>Bare compound absorbs paint differently from the rest of the wall, so an unprimed patch shows as a dull spot, called flashing. Prime the patch, then paint the whole wall from corner to corner if you can. Touching up only the patch almost always shows.</p>
<h2>When to call us</h2>
<p>Holes larger than a fist, water-damaged drywall, cracks that keep coming back and ceilings are all worth a call. Our <a href="/services/drywall">drywall craftsmen</a> match texture every day and can usually patch and paint in one visit.</p>`,
  },
  {
    date: '2020-09-22',
    slug: 'fall-gutter-cleaning-guide',
    title: "A Homeowner's Guide to Fall Gutter Cleaning",
    description:
      'Clogged gutters cause foundation, fascia and basement problems. When to clean them, how to do it safely, and whether guards are worth it.',
    cats: ['Seasonal Tips', 'Outdoor Living'],
    author: 'Tom Kowalski',
    scene: { kind: 'gutters', state: 'before' },
    body: `<p>Gutters have one job: move rainwater off your roof and away from your house. When they clog, water spills over the edge, soaks the fascia board, splashes against the siding and pools beside the foundation. Most of the water damage we repair starts with a gutter that has not been cleaned in a while.</p>
<h2>When to clean</h2>
<p>Clean your gutters at least twice a year: once in late spring after the trees drop their seeds and pollen, and once in late fall after most of the leaves are down. If you have pine trees or large oaks over the roof, you may need to clean them three or four times a year.</p>
<h2>Doing it safely</h2>
<p>Ladder falls send thousands of homeowners to the emergency room every autumn. If you clean your own gutters:</p>
<ul>
<li>Use a sturdy extension ladder with a <strong>standoff stabiliser</strong> so the ladder does not rest on the gutter itself.</li>
<li>Follow the 4-to-1 rule: for every 4 feet of height, the base goes 1 foot out from the wall.</li>
<li>Keep three points of contact, and move the ladder often instead of reaching.</li>
<li>Never work on a ladder alone, in wind, or near power lines.</li>
</ul>
<h2>The cleaning itself</h2>
<p>Scoop debris into a bucket hung from the ladder, starting near a downspout. Once the trough is clear, run a hose from the far end and watch the water flow. If it backs up, the downspout is clogged. Flush it from the top, or disconnect the bottom elbow and clear it from below.</p>
<p>While you are up there, look for sagging sections, loose hangers and leaking seams. A gutter should slope about a quarter inch for every 10 feet toward the downspout.</p>
<h2>Are gutter guards worth it?</h2>
<p>Good micro-mesh guards keep out leaves and most seeds and can cut cleaning to a quick brush-off once a year. Cheap foam and brush inserts tend to trap debris and grow moss. If you have heavy tree cover, guards usually pay for themselves in a few years.</p>
<h2>Leave it to us</h2>
<p>If ladders are not your thing, or your house is two stories, our craftsmen clean and repair gutters as part of our <a href="/services/gutters">gutter services</a> and the <a href="/packages/fall-weatherproofing">Fall Weatherproofing</a> package.</p>`,
  },
  {
    date: '2020-11-10',
    slug: 'how-to-prevent-frozen-pipes',
    title: 'How to Prevent Frozen Pipes This Winter',
    description:
      'A burst pipe can release hundreds of gallons of water. Simple steps to keep your pipes from freezing, and what to do if one does.',
    cats: ['Seasonal Tips', 'Safety'],
    author: 'Priya Raman',
    cta: 'Red',
    scene: { kind: 'home', region: 'mountain', season: 'winter' },
    body: `<p>When water freezes, it expands, and that expansion can split a copper or plastic pipe. The damage often does not show until the ice thaws and water pours out, sometimes hundreds of gallons before anyone notices. A few simple steps in the fall can prevent nearly all of it.</p>
<h2>Know where your pipes are vulnerable</h2>
<p>Pipes freeze where they run through unheated spaces or along exterior walls:</p>
<ul>
<li>Crawlspaces, attics and garages</li>
<li>Kitchen and bathroom sinks on exterior walls</li>
<li>Outdoor hose bibs and irrigation lines</li>
<li>Pipes near foundation vents, dryer vents and poorly sealed windows</li>
</ul>
<h2>Before the first freeze</h2>
<ol>
<li><strong>Disconnect garden hoses</strong> and drain them. A hose left connected traps water in the faucet.</li>
<li><strong>Shut off and drain outdoor faucets</strong> if they have an interior shut-off valve, and add insulated covers.</li>
<li><strong>Insulate exposed pipes</strong> in crawlspaces and garages with foam sleeves. Heat cable is worth it for pipes that have frozen before.</li>
<li><strong>Seal air leaks</strong> near pipes with caulk or spray foam, especially where pipes go through exterior walls.</li>
<li><strong>Find your main water shut-off</strong> and make sure it turns. Label it so anyone in the house can find it.</li>
</ol>
<h2>During a cold snap</h2>
<p>Keep the thermostat at 55 degrees or higher, even when you are away. Open cabinet doors under sinks on exterior walls so warm air reaches the pipes. On the coldest nights, let a faucet drip; moving water is much harder to freeze.</p>
<h2>If a pipe freezes</h2>
<p>If you turn on a faucet and only a trickle comes out, a pipe may be frozen. Keep the faucet open and warm the pipe with a hair dryer or space heater, <strong>never an open flame</strong>. If you cannot find the frozen section, or if a pipe has already burst, turn off the main water supply and call for help.</p>
<p>Our craftsmen can insulate pipes, install frost-free hose bibs and replace old shut-off valves as part of our <a href="/packages/fall-weatherproofing">Fall Weatherproofing</a> package. Call your <a href="/offices">local Brightwood office</a> to book before the first hard freeze.</p>`,
  },
  {
    date: '2021-01-19',
    slug: 'home-office-upgrades-that-actually-help',
    title: 'Home Office Upgrades That Actually Help',
    description: 'Better light, quieter rooms, more outlets and a desk that fits. Practical upgrades for a home office you use every day.',
    cats: 'Home Maintenance',
    author: 'Elena Ortiz',
    scene: { kind: 'carpentry', palette: { wood: '#6f4a30' } },
    body: `<p>When the spare bedroom became the office, most of us made do with a folding table and a lamp. A year later, the folding table is still there, and so is the back pain. Here are the upgrades our customers say made the biggest difference.</p>
<h2>Fix the lighting first</h2>
<p>Most spare bedrooms have a single ceiling fixture, which casts a shadow on your desk and glare on your screen. Add a <strong>task light</strong> on the desk and, if you can, a dimmable overhead fixture. Position your desk so the window is beside you, not behind your screen or behind your head on video calls.</p>
<h2>Add outlets where you need them</h2>
<p>Power strips snaking across the floor are a tripping and fire hazard. A craftsman can add an outlet near your desk or swap an existing one for a USB-C outlet. If you need a new circuit for a lot of equipment, that is a job for a licensed electrician.</p>
<h2>Quiet the room</h2>
<p>Hollow-core interior doors let through almost every sound. Swapping to a <strong>solid-core door</strong> with a door sweep makes a noticeable difference. Bookshelves on shared walls, a rug and heavy curtains soften echo on video calls.</p>
<h2>Build in storage</h2>
<p>A wall of built-in shelves or cabinets keeps the desk clear and makes the room look finished. Even a few floating shelves, mounted into studs, help. Closets can be converted into a compact desk nook with a countertop and shelving.</p>
<h2>Mind the ergonomics</h2>
<ul>
<li>Your desk should be about 28 to 30 inches high for most people; a wall-mounted desk can be set to your exact height.</li>
<li>The top of your monitor should be at or just below eye level. A wall-mounted monitor arm frees up the desk.</li>
<li>Keep the cords tidy with a cable tray under the desk.</li>
</ul>
<h2>Make it feel like a separate place</h2>
<p>A fresh coat of paint in a colour you like, a good chair and a door you can close go a long way toward leaving work at work. Our craftsmen handle <a href="/services/carpentry">built-ins and shelving</a>, <a href="/services/electrical">lighting and outlets</a> and <a href="/services/painting">painting</a>, often all in one visit.</p>`,
  },
  {
    date: '2021-03-23',
    slug: 'deck-inspection-checklist',
    title: 'Is Your Deck Safe? A 10-Point Inspection Checklist',
    description:
      'Most deck collapses are caused by a failing ledger board or rotted posts. Ten things to check before you host the first cookout of the year.',
    cats: ['Outdoor Living', 'Safety'],
    author: 'Marcus Bell',
    scene: { kind: 'deck', state: 'before' },
    body: `<p>Decks fail quietly. The wood rots from the inside, fasteners rust out of sight, and one summer evening a crowded deck pulls away from the house. It does not happen often, but when it does, people get hurt. Before the first cookout, spend half an hour with this checklist and a flashlight.</p>
<h2>The structure</h2>
<ol>
<li><strong>The ledger board.</strong> This is the board that attaches the deck to your house, and it is the most common point of failure. It should be bolted (not just nailed) to the house framing, with metal flashing above it to keep water out.</li>
<li><strong>Posts.</strong> Push a screwdriver into the posts near the ground. Soft, spongy wood is rot.</li>
<li><strong>Joists and beams.</strong> Look underneath for cracks, sagging and rot, especially where joists meet the ledger.</li>
<li><strong>Hardware.</strong> Joist hangers, bolts and screws should be free of heavy rust. Red, flaking corrosion means it is time to replace them.</li>
<li><strong>Footings.</strong> Posts should sit on concrete footings, not directly on the soil.</li>
</ol>
<h2>The surface</h2>
<ol start="6">
<li><strong>Boards.</strong> Look for cracks, splits and soft spots. Replace any board you can push a screwdriver into.</li>
<li><strong>Popped nails.</strong> Hammer them down or, better, replace them with deck screws.</li>
</ol>
<h2>Railings and stairs</h2>
<ol start="8">
<li><strong>Railings.</strong> Push hard on each railing post. It should not move. Gaps between balusters should be less than 4 inches, so a child cannot slip through.</li>
<li><strong>Stairs.</strong> Treads should be solid and level, and stairs with four or more risers need a graspable handrail.</li>
<li><strong>Lighting.</strong> Stairs should be lit at night. Solar step lights are an easy upgrade.</li>
</ol>
<h2>What to do with what you find</h2>
<p>Loose boards and popped nails are easy weekend fixes. But a ledger without flashing or bolts, rotted posts or wobbly railings need attention before anyone stands on the deck again. Our <a href="/services/decks/deck-repair">deck repair</a> craftsmen inspect the structure from below and will tell you honestly whether repair or replacement makes more sense. The <a href="/packages/deck-restoration">Deck Restoration</a> package includes a full structural inspection.</p>`,
  },
  {
    date: '2021-05-18',
    slug: 'choosing-the-right-paint-sheen',
    title: 'Flat, Eggshell or Satin? Choosing the Right Paint Sheen',
    description: 'Paint sheen affects durability, cleanability and how much a wall shows its flaws. A room-by-room guide.',
    cats: 'DIY vs Pro',
    author: 'Elena Ortiz',
    scene: { kind: 'painting', palette: { fresh: '#8fae9a' } },
    body: `<p>You have finally chosen a colour. Then the person at the paint counter asks which sheen you want, and suddenly there are five more decisions to make. Sheen matters more than most people realise: it decides how easy the wall is to clean and how much every bump and patch shows.</p>
<h2>The sheens, from dullest to shiniest</h2>
<ul>
<li><strong>Flat or matte:</strong> no shine, hides imperfections best, but marks easily and does not scrub well. Best for ceilings and low-traffic rooms.</li>
<li><strong>Eggshell:</strong> a soft, low sheen that is a little more washable than matte. The go-to for living rooms, bedrooms and hallways.</li>
<li><strong>Satin:</strong> a gentle glow, very washable, and stands up to moisture. Great for kitchens, bathrooms, kids' rooms and busy hallways.</li>
<li><strong>Semi-gloss:</strong> noticeably shiny and very durable. The standard for trim, doors and cabinets.</li>
<li><strong>High-gloss:</strong> mirror-like and tough, but it shows every flaw. Reserve it for front doors, furniture and accent trim.</li>
</ul>
<h2>Room by room</h2>
<p>Our craftsmen generally recommend:</p>
<ul>
<li>Ceilings: flat</li>
<li>Living rooms, dining rooms and bedrooms: eggshell</li>
<li>Kitchens, bathrooms and laundry rooms: satin</li>
<li>Trim, doors and cabinets: semi-gloss</li>
<li>Front door: semi-gloss or high-gloss</li>
</ul>
<h2>The flaw factor</h2>
<p>The shinier the paint, the more light it reflects, and the more it shows dents, patches and uneven texture. If your walls have seen better days, go one step duller than you would otherwise choose, or plan on some drywall repair first.</p>
<h2>Do not mix sheens on one wall</h2>
<p>Touching up an eggshell wall with satin paint leaves a shiny patch that shows from across the room. Keep a labelled can of each colour and sheen for touch-ups, and write the room on the lid.</p>
<h2>Leave it to the pros</h2>
<p>Sheen is easy to pick; the prep work is what makes the job. Our <a href="/services/painting/interior-painting">interior painting</a> crews patch, sand, caulk and prime before they open a can, and they bring large samples so you can see your colour in your own light.</p>`,
  },
  {
    date: '2021-08-10',
    slug: 'bathroom-exhaust-fan-guide',
    title: 'Why Your Bathroom Exhaust Fan Matters More Than You Think',
    description:
      'A weak bathroom fan leads to mould, peeling paint and rotted subfloors. How to tell if yours is working, and how big it should be.',
    cats: 'Kitchen and Bath',
    author: 'Tom Kowalski',
    scene: { kind: 'bathroom', palette: { tile: '#e0ebe4' } },
    body: `<p>A hot shower puts about a pint of water into the air. Without a working exhaust fan, that moisture soaks into the drywall, the paint and the grout. Over a few years it becomes peeling paint, black mould in the corners and, in the worst cases, a rotted subfloor under the toilet.</p>
<h2>Is your fan actually working?</h2>
<p>Turn on the fan and hold a single square of toilet paper up to the grille. If the fan pulls it flat against the cover, it is moving air. If the paper barely flutters or falls, the fan is weak, clogged or not vented properly.</p>
<p>Other warning signs:</p>
<ul>
<li>The mirror stays fogged for more than ten minutes after a shower.</li>
<li>The fan is loud, rattles or hums without moving much air.</li>
<li>Paint is peeling on the ceiling, or there are dark spots in the corners.</li>
</ul>
<h2>How big should it be?</h2>
<p>Fans are rated in cubic feet per minute (CFM). The rule of thumb is <strong>1 CFM per square foot</strong> of bathroom floor, with a minimum of 50 CFM. A 7-by-10-foot bathroom needs at least 70 CFM. For bathrooms larger than 100 square feet, add up the fixtures: 50 CFM each for the toilet, shower and tub.</p>
<p>Also check the sone rating, which measures noise. A fan rated at 1.0 sones or less is quiet enough that you will actually use it.</p>
<h2>Where does it vent?</h2>
<p>This is the big one. Many older fans vent into the attic instead of outside, which simply moves the moisture problem upstairs. The duct should run to a roof or wall cap, be insulated in cold attics, and be as short and straight as possible.</p>
<h2>Use it right</h2>
<p>Run the fan during your shower and for at least 20 minutes afterwards. A timer switch or a humidity-sensing switch makes this automatic.</p>
<h2>Replacing a fan</h2>
<p>Replacing a fan with one of the same size is a manageable project; upsizing, rerouting the duct or adding a new circuit is best left to a professional. A new fan is included in our <a href="/packages/bathroom-refresh">Bathroom Refresh</a> package.</p>`,
  },
  {
    date: '2021-10-12',
    slug: 'smoke-and-co-detector-guide',
    title: 'Smoke and Carbon Monoxide Detectors: Where, Which and When to Replace',
    seoTitle: 'Smoke and CO Detectors: Where, Which and When to Replace',
    description:
      'Working alarms cut the risk of dying in a home fire roughly in half. Where to put them, which type to buy and how often to replace them.',
    cats: 'Safety',
    author: 'Priya Raman',
    cta: 'Yellow',
    scene: { kind: 'safety' },
    body: `<p>Smoke and carbon monoxide detectors are the cheapest life-safety equipment in your home, and also the most neglected. We find disconnected, expired or missing detectors in a large share of the homes we visit. Here is what you need to know.</p>
<h2>Where to put smoke alarms</h2>
<ul>
<li>Inside every bedroom.</li>
<li>Outside each sleeping area, in the hallway.</li>
<li>On every level of the home, including the basement.</li>
<li>At least 10 feet from cooking appliances, to cut down on false alarms.</li>
</ul>
<p>Mount them on the ceiling or high on the wall, since smoke rises. Keep them away from windows, doors and ducts, where drafts can push smoke away from the sensor.</p>
<h2>Where to put CO alarms</h2>
<p>If your home has any fuel-burning appliance (a gas furnace, water heater, range or fireplace) or an attached garage, you need carbon monoxide alarms. Put one outside each sleeping area and on every level. CO mixes with air, so the height matters less than with smoke alarms.</p>
<h2>Which kind?</h2>
<p>There are two smoke-sensing technologies. <strong>Ionization</strong> alarms respond faster to fast, flaming fires, while <strong>photoelectric</strong> alarms respond faster to slow, smouldering fires. The safest choice is a dual-sensor alarm, or a mix of both types. Combination smoke and CO alarms save ceiling space.</p>
<p>Interconnected alarms are best: when one goes off, they all go off. Many newer homes have hard-wired interconnection; wireless interconnected alarms work well in older homes.</p>
<h2>Test, replace, repeat</h2>
<ol>
<li><strong>Test monthly</strong> with the test button.</li>
<li><strong>Replace batteries</strong> once a year, unless the alarm has a sealed 10-year battery.</li>
<li><strong>Replace smoke alarms every 10 years</strong> and CO alarms every 5 to 7 years. The date is printed on the back.</li>
</ol>
<h2>We can help</h2>
<p>Ladders, high ceilings and hard-wired alarms are a hassle. Our craftsmen test and replace detectors as part of our <a href="/services/home-safety">home safety services</a>, and many offices offer a free detector check with any service visit.</p>`,
  },
  {
    date: '2022-01-25',
    slug: 'small-kitchen-updates-big-impact',
    title: 'Seven Small Kitchen Updates With a Big Impact',
    description: 'You do not need a full remodel to love your kitchen again. Seven updates that each take a day or two.',
    cats: 'Kitchen and Bath',
    author: 'Elena Ortiz',
    cta: 'Red',
    scene: { kind: 'kitchen', palette: { island: '#6b8f71' } },
    body: `<p>A full kitchen remodel can take months and cost as much as a new car. But most kitchens do not need to be gutted. They need better light, working hardware and a few fresh surfaces. Here are seven updates our customers love, each done in a day or two.</p>
<h2>1. New cabinet hardware</h2>
<p>Swapping knobs and pulls is the fastest kitchen facelift there is. The trick is alignment: use a drilling jig so every pull sits in exactly the same place. If your new pulls have a different hole spacing, we can fill and refinish the old holes.</p>
<h2>2. Soft-close hinges</h2>
<p>Worn hinges make doors sag and slam. Modern soft-close hinges fit most cabinets and make the whole kitchen feel higher quality.</p>
<h2>3. Under-cabinet lighting</h2>
<p>Overhead lights cast your shadow onto the counter right where you are working. LED strip lights under the upper cabinets fix that, and they look beautiful at night.</p>
<h2>4. A backsplash</h2>
<p>A tile backsplash protects the wall and adds colour and texture. Classic white subway tile is timeless; a zellige or patterned tile makes a statement. Most backsplashes take one to two days.</p>
<h2>5. Painted cabinets</h2>
<p>If your cabinet boxes are solid, professionally painted cabinets look almost new. The finish depends on the prep: cleaning, deglossing, sanding and a bonding primer.</p>
<h2>6. A new faucet</h2>
<p>A pull-down faucet with a high arc makes filling pots and cleaning the sink much easier. While the sink is empty, replace the old shut-off valves too.</p>
<h2>7. Pendant lights over the island</h2>
<p>If your island or peninsula has a single recessed light above it, replacing it with two or three pendants adds both light and style.</p>
<h2>Where to start</h2>
<p>If you are not sure, start with light and hardware. They cost the least and make the biggest difference day to day. Our <a href="/packages/kitchen-cabinet-refresh">Kitchen Cabinet Refresh</a> package bundles hinges, hardware and under-cabinet lights, and our <a href="/services/kitchen">kitchen services</a> cover everything else.</p>`,
  },
  {
    date: '2022-03-15',
    slug: 'fence-repair-or-replace',
    title: 'Should You Repair or Replace Your Fence?',
    description:
      'Leaning posts, broken pickets and grey boards: how to tell when a fence can be repaired and when it is time for a new one.',
    cats: ['Outdoor Living', 'DIY vs Pro'],
    author: 'Marcus Bell',
    scene: { kind: 'fence', state: 'before', region: 'hillcountry' },
    body: `<p>Fences age in stages. First the wood greys, then a few pickets crack, then a post starts to lean. At some point you start wondering whether it is worth fixing at all. Here is how our fence crews make that call.</p>
<h2>Repair makes sense when...</h2>
<ul>
<li><strong>The posts are solid.</strong> Posts are the skeleton of a fence. If they are sound, pickets and rails are cheap to replace.</li>
<li><strong>Damage is limited to one area.</strong> A section knocked down by a storm or a falling branch can usually be rebuilt to match.</li>
<li><strong>The fence is less than about 12 years old</strong> (for pressure-treated pine) or 15 to 20 years (for cedar).</li>
<li><strong>The problem is the gate.</strong> Sagging gates can almost always be fixed with an anti-sag kit, new hinges or a rebuilt frame.</li>
</ul>
<h2>Replacement makes sense when...</h2>
<ul>
<li><strong>Several posts are rotting at the ground.</strong> Push on each one. If more than a quarter of them move, replacement usually costs less in the long run.</li>
<li><strong>The fence leans along its whole length.</strong></li>
<li><strong>Boards are rotting at the bottom</strong> all along the run, often from sprinklers or soil piled against the fence.</li>
<li><strong>You are repairing it every year.</strong></li>
</ul>
<h2>The post-only repair</h2>
<p>A middle option: if only the posts are failing, they can sometimes be replaced or reinforced with steel post anchors while keeping the existing panels. It is not always possible, but it is worth asking about.</p>
<h2>Make it last</h2>
<p>Whatever you decide, keep sprinklers from hitting the fence, keep soil and mulch a few inches below the bottom of the boards, and stain wood fences every two to three years.</p>
<h2>Before you build</h2>
<p>Check your property line, HOA rules and local height limits before installing a new fence. Call 811 before digging so buried utilities are marked. Our <a href="/services/fencing">fencing crews</a> handle the paperwork and can repair or replace wood, vinyl and metal fences.</p>`,
  },
  {
    date: '2022-05-03',
    slug: 'pre-listing-repairs-that-pay-off',
    title: 'Pre-Listing Repairs That Actually Pay Off',
    description: 'Which repairs to make before you list your home, and which to skip. Advice from agents and our own craftsmen.',
    cats: 'Real Estate Tips',
    author: 'Elena Ortiz',
    cta: 'Green',
    scene: { kind: 'home', region: 'southern', sign: 'FOR SALE' },
    body: `<p>When you are getting ready to sell, it is tempting to either fix everything or fix nothing. Neither is the best strategy. The repairs that pay off are the ones buyers notice in the first five minutes and the ones an inspector will write up.</p>
<h2>Fix what buyers see first</h2>
<ul>
<li><strong>The front door.</strong> A freshly painted door, new house numbers and a working porch light set the tone before anyone steps inside.</li>
<li><strong>Walls.</strong> Patch holes and repaint high-traffic rooms in a neutral colour. It is the highest-return project in almost every market.</li>
<li><strong>Doors and drawers.</strong> Buyers open everything. Fix doors that stick, drawers that fall off their slides and cabinet doors that hang crooked.</li>
<li><strong>Light bulbs.</strong> Replace every burned-out bulb, and use the same colour temperature throughout.</li>
</ul>
<h2>Fix what inspectors flag</h2>
<p>Buyers' inspectors find things, and a long report gives buyers leverage to renegotiate. Common items that are cheap to fix beforehand:</p>
<ul>
<li>Missing or expired smoke and CO detectors</li>
<li>Missing GFCI outlets in kitchens, bathrooms and outside</li>
<li>Loose handrails and missing balusters</li>
<li>Cracked or missing caulk in wet areas</li>
<li>Dripping faucets and running toilets</li>
<li>Wood rot on trim and door frames</li>
</ul>
<p>Consider a pre-listing inspection so you can see the list first. It typically costs a few hundred dollars, takes a morning, and turns surprises during escrow into items you have already handled, with receipts to show the buyer.</p>
<h2>Skip the big remodel</h2>
<p>A full kitchen or bathroom remodel rarely returns its full cost at sale, and buyers may not share your taste. A refresh almost always makes more sense.</p>
<h2>Get organised</h2>
<p>Work from a single list agreed with your agent, and set a deadline a week before listing photos. Our <a href="/packages/home-sale-prep">Home Sale Prep</a> package works straight from your agent's or inspector's list, and our craftsmen are used to working around showings. Read our <a href="/resources/sell-your-home-checklist">sell-your-home checklist</a> for a complete plan.</p>`,
  },
  {
    date: '2022-07-19',
    slug: 'beat-the-heat-summer-home-tips',
    title: 'Beat the Heat: Summer Home Tips From Our Desert Offices',
    description:
      'Our Las Vegas and Phoenix-area craftsmen share how they keep homes cool, efficient and in good repair through a desert summer.',
    cats: 'Seasonal Tips',
    author: 'Dana Whitaker',
    scene: { kind: 'home', region: 'desert' },
    body: `<p>Our offices in Summerlin, Henderson, North Scottsdale and Tempe see summers where the thermometer stays above 100 degrees for weeks. Homes there take a beating, and our craftsmen have learned a lot about keeping them cool and in good shape. These tips work anywhere summers are hot.</p>
<h2>Keep the heat out</h2>
<ul>
<li><strong>Seal the gaps.</strong> The same weatherstripping and caulk that keep out winter drafts also keep out summer heat. Check doors and windows, and the attic hatch.</li>
<li><strong>Shade west-facing windows.</strong> Exterior solar screens block far more heat than interior blinds, because they stop the sun before it hits the glass.</li>
<li><strong>Check attic insulation</strong> and ventilation. A hot attic radiates heat into the rooms below all night.</li>
<li><strong>Run ceiling fans counter-clockwise</strong> to push air down. A fan lets you raise the thermostat a few degrees without feeling warmer.</li>
</ul>
<h2>Protect the exterior</h2>
<p>Intense sun breaks down paint, caulk and sealants fast. Look for:</p>
<ul>
<li>Chalky or cracked paint on south- and west-facing walls</li>
<li>Cracked caulk around windows and stucco penetrations</li>
<li>Warped or split deck boards and fence pickets</li>
<li>Brittle irrigation lines and leaking drip emitters</li>
</ul>
<h2>Get ready for monsoon storms</h2>
<p>In the desert Southwest, summer also brings monsoon storms with sudden heavy rain and wind. Clean scuppers and gutters, check roof tiles and make sure water drains away from the foundation.</p>
<h2>Work smart in the heat</h2>
<p>Inside, check the seals on your refrigerator and freezer doors; a worn gasket makes the compressor run constantly in a hot kitchen. Replace your HVAC filter monthly through the summer, since a clogged filter forces the system to work harder for less cool air.</p>
<p>If you do your own projects, work early in the morning, drink plenty of water and avoid ladders and roofs in the afternoon. Metal tools and surfaces can cause burns. Our exterior crews start as early as 6 a.m. in summer for the same reason.</p>
<p>Find your local <a href="/offices">Brightwood office</a> for a summer exterior check, or read more about our <a href="/services/painting/exterior-painting">exterior painting</a> services.</p>`,
  },
  {
    date: '2022-09-06',
    slug: 'caulking-101',
    title: 'Caulking 101: How to Get a Clean, Watertight Bead',
    description: 'Choosing the right caulk, removing the old bead and laying a neat new one, for tubs, sinks, windows and trim.',
    cats: ['Home Maintenance', 'DIY vs Pro'],
    author: 'Tom Kowalski',
    scene: { kind: 'bathroom', state: 'before' },
    body: `<p>Caulk seals the joints water and air would otherwise get through: around tubs and sinks, windows and doors, and where trim meets the wall. It does not last forever, and cracked or mouldy caulk is one of the most common small repairs we make. Here is how to do it well yourself.</p>
<h2>Pick the right caulk</h2>
<ul>
<li><strong>100% silicone:</strong> flexible, waterproof and mould-resistant. Best for tubs, showers and sinks. Cannot be painted.</li>
<li><strong>Siliconized acrylic (painter's caulk):</strong> easy to tool and paintable. Best for interior trim and baseboards.</li>
<li><strong>Polyurethane or hybrid sealants:</strong> tough and flexible for exterior joints, windows and siding.</li>
</ul>
<h2>Remove the old caulk completely</h2>
<p>New caulk will not stick to old caulk. Slice along both edges with a utility knife or caulk removal tool and pull out the old bead. For silicone, a remover gel softens the residue. Clean the joint with rubbing alcohol and let it dry thoroughly. In a shower, that means not using it for a day.</p>
<h2>Lay a clean bead</h2>
<ol>
<li>Run painter's tape along both sides of the joint, leaving a gap about as wide as the bead you want.</li>
<li>Cut the nozzle at a 45-degree angle, with a small opening. You can always cut more.</li>
<li>Push the gun along the joint at a steady speed, pushing the caulk into the gap rather than dragging it.</li>
<li>Smooth the bead with a caulk tool or a wet fingertip, in one pass.</li>
<li>Pull the tape immediately, at an angle away from the joint.</li>
</ol>
<h2>Tub tip</h2>
<p>Fill the tub with water before caulking. The weight pulls the tub down to where it sits when you are in it, so the caulk does not crack the first time you take a bath. Leave the water in until the caulk cures.</p>
<h2>When it is more than caulk</h2>
<p>If the caulk keeps failing in the same spot, or the wall behind it feels soft, water may already be behind the tile. That needs more than a new bead. Our <a href="/services/bathroom-remodeling">bathroom craftsmen</a> can tell you what is going on, and re-caulking is part of our <a href="/packages/bathroom-refresh">Bathroom Refresh</a>.</p>`,
  },
  {
    date: '2022-11-01',
    slug: 'holiday-hosting-prep',
    title: 'Get Your Home Ready for Holiday Guests',
    description: 'A two-week plan to fix the guest bathroom, the wobbly chair and the door that sticks before the family arrives.',
    cats: 'Seasonal Tips',
    author: 'Dana Whitaker',
    cta: 'Yellow',
    scene: { kind: 'living', palette: { rug: '#2e6b4f', sofa: '#8c3f3f' } },
    body: `<p>There is nothing like a houseful of guests to make you notice every squeaky hinge and running toilet. With two weeks to go, here is a plan to get your home ready without a last-minute scramble.</p>
<h2>Two weeks out: the guest spaces</h2>
<ul>
<li><strong>Guest bathroom:</strong> fix any running toilet or dripping faucet, re-caulk the tub if it is mouldy, and make sure the exhaust fan works.</li>
<li><strong>Guest bedroom:</strong> check that the door latches and locks, the blinds work and there is a lamp by the bed.</li>
<li><strong>Towel bars and hooks:</strong> tighten anything loose, and add hooks behind the bathroom door for extra towels.</li>
</ul>
<h2>One week out: the shared spaces</h2>
<ul>
<li><strong>Extra seating:</strong> tighten wobbly chairs and table legs. A drop of wood glue in a loose joint, clamped overnight, fixes most of them.</li>
<li><strong>Lighting:</strong> replace burned-out bulbs, especially on stairs and in entryways.</li>
<li><strong>Doors:</strong> fix sticking doors and squeaky hinges. A little silicone spray usually quiets a hinge.</li>
<li><strong>Kitchen:</strong> test the oven temperature, clean the range hood filter and make sure the garbage disposal is clear.</li>
</ul>
<h2>A few days out: safety</h2>
<ul>
<li>Test smoke and CO detectors, especially with extra cooking and candles.</li>
<li>Make sure stairs have working handrails and good lighting, particularly for older guests.</li>
<li>Add night lights in hallways and bathrooms so guests can find their way in an unfamiliar house.</li>
<li>Clear the walkway and check the porch light.</li>
</ul>
<h2>Hanging decorations safely</h2>
<p>Use a sturdy ladder, not a chair. Outdoor lights should be rated for outdoor use and plugged into a GFCI outlet. Do not staple through light cords; use plastic clips made for gutters and shingles instead. Put outdoor lights on a timer so nobody has to go out in the cold to switch them off.</p>
<h2>Running out of time?</h2>
<p>Book a <a href="/packages/honey-do-half-day">Honey-Do Half Day</a> and send us your list in advance. We will work through it in one visit so you can focus on the menu.</p>`,
  },
];
