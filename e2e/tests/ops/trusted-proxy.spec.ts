import { expect, test } from '@playwright/test';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { runtimeConfig } from '../../support/extra-shell';
import { startOwnShell, type OwnShell } from '../../support/own-shell';
import { startRecordingApi, type RecordingApi } from '../../support/recording-api';
import { PORTS } from '../../support/stack';

// Behind a load balancer the visitor's address is the one the balancer saw, read from
// X-Forwarded-For only when the peer is a proxy TRUST_PROXY names: a visitor cannot choose the
// address content-api rate-limits by sending the header. Loopback has many addresses: the
// balancer talks to the shell from 127.0.0.2, the visitor to the balancer from 127.0.0.3.

test.describe.configure({ mode: 'serial' });

// Clear of the ports other specs take (see extra-shell.ts and the specs under ssr/ and shell/).
const [SHELL, BALANCER, API] = [PORTS.shell + 160, PORTS.shell + 161, PORTS.shell + 162];
const BALANCER_ADDRESS = '127.0.0.2';
const VISITOR_ADDRESS = '127.0.0.3';

let shell: OwnShell;
let api: RecordingApi;
let balancer: Server;

/** A balancer as they behave: it appends the address it saw to X-Forwarded-For, and passes the request on. */
function startBalancer(): Promise<Server> {
  const server = createServer((request, response) => {
    const seen = (request.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
    const forwarded = request.headers['x-forwarded-for'] ? `${String(request.headers['x-forwarded-for'])}, ${seen}` : seen;
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: SHELL,
        localAddress: BALANCER_ADDRESS,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-for': forwarded },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    request.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(BALANCER, '127.0.0.1', () => resolve(server)));
}

/** A no-script estimate post from the visitor's address, straight to `port`. */
function post(port: number, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  const body = new URLSearchParams({
    'estimate-form': 'modal',
    customerName: 'Pat Lee',
    phoneNumber: '(702) 555-0134',
    emailAddress: 'pat.lee@example.com',
    street: '1 Main St',
    city: 'Las Vegas',
    state: 'NV',
    q6_zipCode: '89135',
    q7_tellUs: 'A leaking tap.',
    website: '',
  }).toString();
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        localAddress: VISITOR_ADDRESS,
        method: 'POST',
        path: '/services',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(Buffer.byteLength(body)), ...headers },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve({ status: answer.statusCode!, headers: answer.headers }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** The X-Forwarded-For the shell sent with the last estimate it passed to the intake. */
const lastIntakeAddress = () => api.calls.filter((call) => call.path === '/api/booking/estimate').at(-1)?.headers['x-forwarded-for'];

test.beforeAll(async () => {
  api = await startRecordingApi(API);
  shell = await startOwnShell(SHELL, { ...runtimeConfig(), contentApiBaseUrl: api.url }, { TRUST_PROXY: BALANCER_ADDRESS });
  balancer = await startBalancer();
});

test.afterAll(async () => {
  await new Promise((resolve) => balancer?.close(resolve));
  await shell?.stop();
  await api?.close();
});

test('through the trusted balancer the visitor is the address the balancer saw, whatever X-Forwarded-For they send', async () => {
  expect((await post(BALANCER)).status).toBe(303);
  expect(lastIntakeAddress()).toBe(VISITOR_ADDRESS);
  expect((await post(BALANCER, { 'X-Forwarded-For': '198.51.100.77' })).status).toBe(303);
  expect(lastIntakeAddress()).toBe(VISITOR_ADDRESS);
});

test('straight to the shell (no trusted proxy), X-Forwarded-For is not read at all', async () => {
  expect((await post(SHELL, { 'X-Forwarded-For': '198.51.100.77' })).status).toBe(303);
  expect(lastIntakeAddress()).toBe(VISITOR_ADDRESS);
});

test("the balancer's request id is taken and sent on to content-api; a visitor's own is not", async () => {
  const viaBalancer = await post(BALANCER, { 'X-Request-Id': 'balancer-id-0001' });
  expect(viaBalancer.headers['x-request-id']).toBe('balancer-id-0001');
  expect(api.calls.filter((call) => call.headers['x-request-id'] === 'balancer-id-0001').length).toBeGreaterThan(0);
  const direct = await post(SHELL, { 'X-Request-Id': 'visitor-chose-this' });
  expect(direct.headers['x-request-id']).not.toBe('visitor-chose-this');
  expect(api.calls.some((call) => call.headers['x-request-id'] === 'visitor-chose-this')).toBe(false);
});

test('every content call of a page render carries the request id, and the access line names it', async () => {
  const answer = await fetch(`${shell.url}/offices?utm_source=mail&noFranchises=true`);
  const id = answer.headers.get('x-request-id')!;
  const calls = api.calls.filter((call) => call.headers['x-request-id'] === id);
  expect(calls.length).toBeGreaterThan(0);
  await expect
    .poll(() => shell.logs.find((line) => line.msg === 'request' && line.requestId === id))
    .toMatchObject({
      level: 'info',
      method: 'GET',
      path: '/offices?utm_source&noFranchises',
      status: 200,
      route: 'page',
      bytes: expect.any(Number),
      durationMs: expect.any(Number),
    });
});
