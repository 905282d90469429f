import { expect, test } from '@playwright/test';
import { runtimeConfig } from '../../support/extra-shell';
import { startOwnShell } from '../../support/own-shell';
import { API_OPS_URL, API_URL, PORTS, SHELL_OPS_URL, SHELL_URL } from '../../support/stack';

// What an operator reads from a running shell and content-api: Prometheus metrics, liveness and
// readiness, on each server's operations listener; and the page-view reports browsers send.

const metricsText = async () => (await fetch(`${SHELL_OPS_URL}/metrics`)).text();

/** The value of one sample line, 0 when it is not there yet. */
function sample(text: string, line: string): number {
  const found = text.split('\n').find((each) => each.startsWith(`${line} `));
  return found ? Number(found.slice(line.length + 1)) : 0;
}

test('/metrics is Prometheus text: request durations, renders, the render cache, content calls, admission', async () => {
  await fetch(`${SHELL_URL}/packages`);
  await fetch(`${SHELL_URL}/packages`);
  const answer = await fetch(`${SHELL_OPS_URL}/metrics`);
  expect(answer.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
  const text = await answer.text();
  for (const name of [
    'shell_http_request_duration_seconds',
    'shell_render_duration_seconds',
    'shell_render_cache_lookups_total',
    'shell_render_cache_bytes',
    'shell_render_cache_entries',
    'shell_content_call_duration_seconds',
    'shell_renders_in_flight',
    'shell_render_admission_rejections_total',
    'shell_web_vital',
    'shell_browser_errors_total',
  ]) {
    expect(text).toContain(`# TYPE ${name} `);
  }
  // A page's bucket, whatever order the labels are written in.
  expect(text).toMatch(
    /^shell_http_request_duration_seconds_bucket\{(?=[^}]*route="page")(?=[^}]*status="200")(?=[^}]*le="0\.1")[^}]*\} \d+$/m,
  );
  expect(sample(text, 'shell_render_cache_lookups_total{result="hit"}')).toBeGreaterThan(0);
  expect(sample(text, 'shell_render_cache_entries')).toBeGreaterThan(0);
});

test('/healthz says the process is alive, /readyz that it can serve', async () => {
  expect(await (await fetch(`${SHELL_URL}/healthz`)).json()).toEqual({ status: 'ok' });
  const ready = await fetch(`${SHELL_OPS_URL}/readyz`);
  expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready' }]);
});

test('readiness and metrics answer on the operations listeners only; health stays public for load balancers', async () => {
  for (const [publicUrl, opsUrl] of [
    [SHELL_URL, SHELL_OPS_URL],
    [API_URL, API_OPS_URL],
  ]) {
    for (const path of ['/metrics', '/readyz']) {
      const open = await fetch(`${publicUrl}${path}`);
      expect([`${publicUrl}${path}`, open.status]).toEqual([`${publicUrl}${path}`, 404]);
      expect(await open.text()).not.toContain('# TYPE');
      expect([`${opsUrl}${path}`, (await fetch(`${opsUrl}${path}`)).status]).toEqual([`${opsUrl}${path}`, 200]);
    }
    expect((await fetch(`${publicUrl}/healthz`)).status).toBe(200);
  }
  expect(await (await fetch(`${API_OPS_URL}/metrics`)).text()).toContain('# TYPE content_api_leads_accepted_total counter');
});

test('a shell whose content-api cannot be reached is alive but not ready, and says why', async () => {
  // Clear of the ports other specs take; nothing listens on the content port.
  const [port, nowhere] = [PORTS.shell + 163, PORTS.shell + 197];
  const shell = await startOwnShell(port, { ...runtimeConfig(), contentApiBaseUrl: `http://localhost:${nowhere}` });
  try {
    expect((await fetch(`${shell.url}/healthz`)).status).toBe(200);
    const readiness = async () => {
      const ready = await fetch(`${shell.opsUrl}/readyz`);
      return { status: ready.status, caching: ready.headers.get('cache-control'), body: (await ready.json()) as unknown };
    };
    // Once the remotes' builds are in (they load in the background after the start), content-api
    // is the one problem left, and it stays.
    await expect.poll(readiness, { timeout: 20_000 }).toEqual({
      status: 503,
      caching: 'no-store',
      body: { status: 'not ready', problems: [expect.stringMatching(/^content-api is unreachable/)] },
    });
  } finally {
    await shell.stop();
  }
});

test("a page-view report is taken from the site's pages only, checked, and counted by page kind", async () => {
  const before = await metricsText();
  const beacon = (body: string, headers: Record<string, string> = { Origin: SHELL_URL }) =>
    fetch(`${SHELL_URL}/_beacon`, { method: 'POST', body, headers: { 'Content-Type': 'text/plain', ...headers } });
  expect((await beacon('{"p":"/services/painting","v":{"LCP":1.5,"CLS":0.02,"INP":0.08},"e":1}')).status).toBe(204);
  expect((await beacon('{"p":"/services","v":{"FID":3}}')).status).toBe(400);
  expect((await beacon(`{"p":"/","v":{},"pad":"${'x'.repeat(5000)}"}`)).status).toBe(413);
  // Forged: from a script with no page (no Origin), or from another site's page.
  expect((await beacon('{"p":"/services","v":{"LCP":99},"e":100}', {})).status).toBe(403);
  expect((await beacon('{"p":"/services","v":{"LCP":99},"e":100}', { Origin: 'http://evil.localhost' })).status).toBe(403);
  expect((await fetch(`${SHELL_URL}/_beacon`)).status).toBe(405);
  const after = await metricsText();
  const count = 'shell_web_vital_count{name="LCP",page="services"}';
  expect(sample(after, count)).toBe(sample(before, count) + 1);
  expect(sample(after, 'shell_browser_errors_total{page="services"}')).toBe(
    sample(before, 'shell_browser_errors_total{page="services"}') + 1,
  );
  for (const [reason, added] of [
    ['malformed', 1],
    ['too_large', 1],
    ['foreign', 2],
  ] as const) {
    const line = `shell_beacons_refused_total{reason="${reason}"}`;
    expect([reason, sample(after, line)]).toEqual([reason, sample(before, line) + added]);
  }
});

test("a browser reports its page view's vitals when the visitor leaves the page", async ({ page }) => {
  const count = 'shell_web_vital_count{name="LCP",page="packages"}';
  const before = sample(await metricsText(), count);
  await page.goto(`${SHELL_URL}/packages/curb-appeal`);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await page.waitForTimeout(500); // the report's code loads after the page is live
  await page.goto('about:blank');
  await expect.poll(async () => sample(await metricsText(), count)).toBe(before + 1);
});
