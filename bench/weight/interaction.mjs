// Interaction on the phone profile, measured as INP measures it: from a tap to the next paint
// (input delay + the handlers' work + presentation), read from the Event Timing API.
import { CONTENT_API, SHELL } from '../ssr/stack.mjs';
import { EVENT_THRESHOLD_MS, phonePage, untilLive } from './phone.mjs';

/** The office whose ZIP the ZIP interaction looks up (any office's first ZIP). */
async function someZip() {
  const offices = await fetch(`${CONTENT_API}/localoffice/orderby/state`).then((response) => response.json());
  const zip = offices.find((office) => office.OwnedZipcodes?.length)?.OwnedZipcodes[0];
  if (!zip) throw new Error('content-api has no office with a ZIP');
  return zip;
}

/** The interactions measured: where, what is got ready first (not timed), and the tap (timed). */
export async function interactions() {
  const zip = await someZip();
  return [
    {
      name: 'ZIP button (home)',
      path: '/',
      prepare: (page) =>
        page
          .getByRole('textbox', { name: /zip code/i })
          .first()
          .fill(zip),
      target: (page) => page.getByRole('button', { name: 'Find My Office' }).first(),
    },
    {
      name: 'estimate button (header, office finder)',
      path: '/offices',
      prepare: async () => undefined,
      target: (page) => page.getByRole('banner').getByRole('link', { name: 'Estimate', exact: true }),
    },
    {
      name: 'carousel arrow (why choose us)',
      path: '/why-choose-us',
      // The carousel takes over from its first slide once the visitor scrolls near it.
      prepare: async (page) => {
        await page.getByRole('heading', { name: 'Our Promise to You' }).scrollIntoViewIfNeeded();
        await page.getByRole('button', { name: 'Next promise' }).waitFor({ state: 'visible', timeout: 30_000 });
        await page.waitForTimeout(1000);
      },
      target: (page) => page.getByRole('button', { name: 'Next promise' }),
    },
  ];
}

/** One cold load, then one tap once the page is live: the tap's time to next paint (ms). */
export async function measureInteraction(browser, interaction) {
  const { context, page } = await phonePage(browser);
  try {
    await page.goto(`${SHELL}${interaction.path}`, { waitUntil: 'commit' });
    await untilLive(page);
    await page.waitForTimeout(2000);
    await interaction.prepare(page);
    const before = await page.evaluate(() => window.__weightBench.events.length);
    await interaction.target(page).tap();
    await page.waitForTimeout(1000);
    const inp = await page.evaluate(
      ({ from, floor }) => {
        const entries = window.__weightBench.events.slice(from).filter((entry) => entry.id > 0);
        return entries.length ? Math.max(...entries.map((entry) => entry.duration)) : floor;
      },
      { from: before, floor: EVENT_THRESHOLD_MS },
    );
    return inp;
  } finally {
    await context.close();
  }
}
