import { expect, test } from '@playwright/test';
import { API_URL } from '../../support/stack';
import { franchiseHome } from '../../support/content';

// Whatever a server render keeps is per request: concurrent renders of different offices each
// answer with their own office only.

test('concurrent requests for different offices each get only their own office name and phone', async ({ request }) => {
  const offices = (await (await request.get(`${API_URL}/localoffice/orderby/state`)).json()) as { HomePageLink: { URL: string } }[];
  const paths = offices.map((office) => office.HomePageLink.URL.replace(/^\/+|\/+$/g, '').toLowerCase());
  const facts = await Promise.all(
    paths.map(async (path) => {
      const control = (await franchiseHome(request, path)).FranchiseCorporateControl;
      return { path, name: control.FranchiseName.Value, phoneDigits: control.PhoneNumber.Value.replace(/\D/g, '').slice(-10) };
    }),
  );
  // Three rounds of every office at once, each request with its own query so no cached page answers.
  const rounds = [0, 1, 2].flatMap((round) => facts.map((office) => ({ office, url: `/${office.path}?round=${round}` })));
  const answers = await Promise.all(rounds.map(async ({ office, url }) => ({ office, html: await (await request.get(url)).text() })));
  for (const { office, html } of answers) {
    const text = html.replace(/<script[\s\S]*?<\/script>/g, '');
    expect(text).toContain(office.name);
    expect(text.replace(/\D/g, ' ')).toContain(office.phoneDigits.slice(3, 6));
    for (const other of facts.filter((candidate) => candidate.path !== office.path)) {
      expect([office.path, text.includes(other.name)]).toEqual([office.path, false]);
      expect([office.path, text.includes(`tel:1${other.phoneDigits}`) || text.includes(`tel:${other.phoneDigits}`)]).toEqual([
        office.path,
        false,
      ]);
    }
  }
});
