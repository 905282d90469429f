// Local blog posts written by the offices that run a franchise blog.
import type { PostSource } from './blog-authors';
import { SUMMERLIN_MORE } from './franchise-blog-summerlin-more';

/** Office slug -> its posts. */
export const FRANCHISE_POSTS: Partial<Record<string, PostSource[]>> = {
  summerlin: [
    {
      date: '2026-05-12',
      slug: 'monsoon-prep-for-summerlin-homes',
      title: 'Monsoon Prep for Summerlin Homes',
      description: 'Scuppers, roof tiles and window seals: how to get a Summerlin home ready for monsoon season.',
      cats: 'Seasonal Tips',
      author: 'Rick Sorensen',
      cta: 'Red',
      scene: { kind: 'gutters', region: 'desert' },
      body: `<p>Monsoon season in the Las Vegas valley officially runs from mid-June through September, and the storms arrive fast: an hour of wind, dust and heavy rain, then sunshine again. Summerlin homes are built for sun, not sudden water, so a little preparation goes a long way.</p>
<h2>Clear the scuppers and gutters</h2>
<p>Many Summerlin homes have flat roof sections that drain through scuppers, the rectangular openings in the parapet walls. Dust, leaves and the occasional tennis ball clog them, and a clogged scupper turns a flat roof into a pool. Clear them in May, and check that the downspouts below are not blocked by gravel or landscaping.</p>
<h2>Check the tile roof</h2>
<p>Concrete tile roofs last a long time, but the underlayment beneath them does not. Slipped or cracked tiles let water reach that underlayment. From the ground, look for tiles out of line, and after a storm, look for stains on the ceiling near exterior walls.</p>
<h2>Seal windows and doors</h2>
<p>Desert sun bakes caulk until it cracks. Monsoon rain driven sideways by wind finds every gap. Re-caulk around windows, doors and stucco penetrations, and check the weatherstripping on doors facing west and south.</p>
<h2>Secure the yard</h2>
<p>Patio umbrellas, cushions and light furniture become projectiles in monsoon gusts. Store them when a storm warning is issued, and check that shade sails and patio covers are firmly anchored.</p>
<p>Our <a href="/offices/summerlin/offers">Monsoon-Ready Exterior Check</a> covers scuppers, gutters, window seals and a visual roof check for a flat price. Call us at {Phone} or book online.</p>`,
    },
    {
      date: '2025-09-30',
      slug: 'hoa-design-review-tips',
      title: 'Getting Through Summerlin Design Review Without the Headache',
      description: 'What the Summerlin Design Review Committee looks for, and how to prepare an exterior project submission.',
      cats: 'Real Estate Tips',
      author: 'Dana Sorensen',
      scene: { kind: 'home', region: 'desert' },
      body: `<p>Almost every exterior change in Summerlin, from repainting the house to replacing a fence or adding a patio cover, needs approval from the Design Review Committee before work starts. The process is not difficult, but it is detailed. Here is what we have learned from preparing hundreds of submissions.</p>
<h2>What needs approval</h2>
<ul>
<li>Exterior paint colours, even if you are repainting the same colour in many villages.</li>
<li>Patio covers, pergolas and shade structures.</li>
<li>Fences, gates and wall extensions.</li>
<li>Front doors and garage doors that change style or colour.</li>
<li>Major landscaping changes.</li>
</ul>
<h2>What a good submission includes</h2>
<ol>
<li>A site plan showing the location and dimensions of the change.</li>
<li>Elevations or photos with the change sketched in.</li>
<li>Material and colour specifications, with manufacturer names and colour codes.</li>
<li>Your neighbours' acknowledgement, where required.</li>
</ol>
<h2>Timing</h2>
<p>Plan on several weeks for review, more in spring when everyone is planning projects. Submitting a complete package the first time is the single best way to avoid delays.</p>
<h2>We can help</h2>
<p>We prepare drawings and material specifications for every exterior project we quote in Summerlin. Ask about it when you request an estimate from {FranchiseName}.</p>`,
    },
    {
      date: '2024-11-19',
      slug: 'hard-water-and-your-fixtures',
      title: 'Las Vegas Hard Water and Your Fixtures',
      description: 'Why faucets, showerheads and toilets wear out faster in Las Vegas, and what you can do about it.',
      cats: 'Kitchen and Bath',
      author: 'Luis Ortega',
      scene: { kind: 'plumbing' },
      body: `<p>Las Vegas water comes mostly from Lake Mead, and it is some of the hardest municipal water in the country. All those dissolved minerals leave white crust on faucets, clog showerheads and wear out toilet parts years early.</p>
<h2>Signs hard water is taking its toll</h2>
<ul>
<li>White or green crust on faucet aerators and showerheads.</li>
<li>Low water pressure at one fixture.</li>
<li>Toilets that run or refill on their own because the flapper no longer seals.</li>
<li>Spots on glass shower doors that will not wipe off.</li>
</ul>
<h2>Simple fixes</h2>
<p>Soak aerators and showerheads in white vinegar overnight to dissolve the buildup. Replace toilet flappers every few years. Squeegee glass shower doors after each use.</p>
<h2>Longer-term options</h2>
<p>A whole-house water softener or conditioner reduces scale throughout the home and extends the life of your water heater. When replacing fixtures, choose models with ceramic disc valves, which handle hard water much better than older washer-style valves.</p>
<p>We replace faucets, toilets and shut-off valves every week in {City}. Call {FranchiseName} at {Phone} to schedule.</p>`,
    },
    ...SUMMERLIN_MORE,
  ],
  plano: [
    {
      date: '2026-03-10',
      slug: 'foundation-cracks-and-sticking-doors',
      title: 'Foundation Movement, Sticking Doors and Drywall Cracks in Plano',
      seoTitle: 'Plano Foundations: Sticking Doors and Drywall Cracks',
      description: 'North Texas clay soil moves with the weather. What that means for your doors and walls, and when to worry.',
      cats: 'Home Maintenance',
      author: 'Daniel Okafor',
      scene: { kind: 'drywall', state: 'before' },
      body: `<p>Much of Collin County sits on expansive clay soil that swells when wet and shrinks when dry. As the soil moves, so does your slab foundation, a little. That is why so many Plano homes develop sticking doors and diagonal drywall cracks, especially after a dry summer or a very wet spring.</p>
<h2>Normal or a problem?</h2>
<p>Hairline cracks at the corners of doors and windows, and doors that stick seasonally, are common and usually cosmetic. These signs deserve a closer look from a foundation professional:</p>
<ul>
<li>Cracks wider than a quarter inch, or that keep growing.</li>
<li>Doors that no longer latch at all, in several rooms.</li>
<li>Floors that are noticeably sloped.</li>
<li>Stair-step cracks in exterior brick.</li>
</ul>
<h2>Help your foundation</h2>
<p>Consistent soil moisture is the goal. Keep gutters clean and downspouts extended, make sure soil slopes away from the house, and consider a soaker hose around the foundation during long dry spells.</p>
<h2>Fixing the symptoms</h2>
<p>We adjust doors, re-hang them when needed and repair drywall cracks with flexible tape and matched texture. If we see signs of bigger movement, we will tell you honestly and recommend an engineer before we patch anything.</p>
<p>Call {FranchiseName} at {Phone} for an estimate.</p>`,
    },
    {
      date: '2025-11-04',
      slug: 'hail-damage-checklist',
      title: "After the Hail: A Plano Homeowner's Checklist",
      description: 'North Texas hailstorms damage more than roofs. What to check after a storm, and how to document it for insurance.',
      cats: ['Seasonal Tips', 'Safety'],
      author: 'Mike Sullivan',
      scene: { kind: 'home', region: 'hillcountry' },
      body: `<p>Collin County sees some of the most frequent hail in the country. After a storm, most people think about the roof, but hail also damages siding, gutters, window screens, fences and decks.</p>
<h2>What to check</h2>
<ul>
<li><strong>Gutters and downspouts:</strong> dents are the easiest sign that hail was large enough to damage the roof.</li>
<li><strong>Window screens:</strong> torn or dented screens are common and inexpensive to replace.</li>
<li><strong>Siding and trim:</strong> look for cracks, holes and chipped paint, especially on the side facing the storm.</li>
<li><strong>Fences and decks:</strong> look for splintered boards and dented metal.</li>
<li><strong>AC condenser:</strong> bent fins reduce efficiency.</li>
</ul>
<h2>Document everything</h2>
<p>Photograph damage with something for scale, such as a coin or tape measure, and note the date of the storm. Most policies have a deadline for claims.</p>
<h2>Be careful who you hire</h2>
<p>Storm chasers flood neighbourhoods after big hail. Check licences and reviews, and never sign over your insurance claim.</p>
<p>We repair siding, gutters, screens, fences and decks after storms, and we can provide a written report for your insurer. Call {FranchiseName} at {Phone}.</p>`,
    },
  ],
  'north-raleigh': [
    {
      date: '2026-04-07',
      slug: 'crawlspace-basics-for-raleigh-homes',
      title: 'Crawlspace Basics for Raleigh Homeowners',
      description: 'Most Triangle homes sit over a crawlspace. What to look for, and why moisture control matters.',
      cats: 'Home Maintenance',
      author: 'Will Hartley',
      scene: { kind: 'home', region: 'piedmont' },
      body: `<p>Most homes in North Raleigh sit over a crawlspace rather than a slab or basement. In our humid climate, the crawlspace is where a lot of problems start, and where most homeowners never look.</p>
<h2>What to look for</h2>
<ul>
<li><strong>Standing water or damp soil</strong> after rain, often from gutters and grading.</li>
<li><strong>A torn or missing vapour barrier</strong> on the ground.</li>
<li><strong>Sagging insulation</strong> hanging from between the floor joists, usually a sign of moisture.</li>
<li><strong>Mould or white, fuzzy growth</strong> on the wood.</li>
<li><strong>Signs of pests</strong>, including mud tubes from termites.</li>
</ul>
<h2>Why moisture matters</h2>
<p>Damp crawlspaces lead to musty smells, cupped hardwood floors, mould and wood rot, and they attract termites. Moisture from the crawlspace also rises into the living space.</p>
<h2>Simple improvements</h2>
<p>Keep gutters clean and downspouts extended, make sure soil slopes away from the foundation, repair the vapour barrier and keep the crawlspace door closed and sealed. For persistent moisture, encapsulation and a dehumidifier are worth considering.</p>
<p>We replace crawlspace doors, repair vapour barriers and fix the gutters and grading that cause most moisture problems. Call {FranchiseName} at {Phone}.</p>`,
    },
    {
      date: '2025-04-22',
      slug: 'pollen-season-exterior-cleaning',
      title: "After Pollen Season: Cleaning Your Home's Exterior",
      description: "The Triangle's yellow pollen season leaves a film on everything. How to clean siding, decks and screens safely.",
      cats: ['Seasonal Tips', 'Outdoor Living'],
      author: 'Cassandra Hartley',
      scene: { kind: 'deck', region: 'piedmont' },
      body: `<p>Every April, pine pollen turns North Raleigh yellow. Once it has passed, it is the perfect time to clean the exterior of your home and check it for winter damage.</p>
<h2>Siding</h2>
<p>Use a soft brush or a low-pressure rinse with a siding cleaner. High-pressure washers can force water behind vinyl siding and damage wood and painted surfaces.</p>
<h2>Decks and porches</h2>
<p>Sweep, then clean with a deck cleaner and a stiff brush. While the deck is clean, check for soft boards, loose railings and popped nails. If water soaks in instead of beading, it is time to seal.</p>
<h2>Screens and windows</h2>
<p>Remove screens and wash them gently with soapy water, then rinse. Check for tears and bent frames.</p>
<h2>Gutters</h2>
<p>Pollen and seed pods clog gutters in spring. Clean them before the summer thunderstorms arrive.</p>
<p>Our <a href="/offices/north-raleigh/offers">Deck Wash &amp; Seal</a> offer is available through June. Call {FranchiseName} at {Phone}.</p>`,
    },
  ],
};
