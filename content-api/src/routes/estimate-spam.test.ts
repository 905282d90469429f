import { ADMIN_TOKEN, makeTestApp, type TestApp } from '../testing/app-kit';
import { humanHeaders, validEstimate } from '../testing/estimate-fixtures';

// A bot must not be able to tell a caught post from a stored one (answer, headers, replay, rate
// limit), and its posts must not cost a real visitor theirs.

let t: TestApp;
beforeEach(() => {
  t = makeTestApp({ estimateRateLimit: { capacity: 10, refillPerMinute: 0 } });
});
afterEach(() => t.close());

const post = (headers: Record<string, string>, remoteAddress = '203.0.113.7', payload: unknown = validEstimate()) =>
  t.app.inject({ method: 'POST', url: '/api/booking/estimate', payload: JSON.stringify(payload), headers, remoteAddress });
const BOT = { 'x-form-fill-ms': '100' };

/** What a client sees of an answer: status, body shape, headers (without those that differ on every answer). */
function seen(answer: Awaited<ReturnType<typeof post>>) {
  const { date: _date, 'x-request-id': _id, 'content-length': _length, ...headers } = answer.headers;
  const body = answer.json<Record<string, unknown>>();
  return { status: answer.statusCode, body: { ...body, leadId: typeof body.leadId }, headers };
}

async function statusOf(key: string) {
  return (await t.app.inject({ method: 'GET', url: '/api/booking/estimate/status', headers: { 'idempotency-key': key } })).json();
}

it.each([
  ['a filled honeypot', { 'x-form-trap': 'http://cheap-pills.example' }],
  ['a form filled in 1.2 s', { 'x-form-fill-ms': '1200' }],
  ['an unreadable fill time', { 'x-form-fill-ms': 'soon' }],
])('answers %s exactly as a stored lead, and sets it aside: stored, never forwarded', async (_name, trap) => {
  const wake = jest.spyOn(t.forwarder, 'wake');
  const real = await post(humanHeaders('person-key'));
  const spam = await post({ ...humanHeaders('bot-key'), ...trap });
  expect(seen(spam)).toEqual(seen(real));
  expect(spam.json<{ leadId: string }>().leadId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect([await statusOf('bot-key'), await statusOf('person-key')]).toEqual([
    { received: true, leadId: spam.json<{ leadId: string }>().leadId },
    { received: true, leadId: real.json<{ leadId: string }>().leadId },
  ]);
  expect([t.count('leads'), t.count('outbox'), t.count('idempotency_keys')]).toEqual([2, 1, 2]);
  expect(wake).toHaveBeenCalledTimes(1);
  const admin = await t.app.inject({ method: 'GET', url: '/admin/leads?status=spam', headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  expect(admin.json()).toMatchObject({ total: 1, leads: [{ forwardStatus: 'spam', spamReason: expect.any(String), forwarded: false }] });
});

it('answers replays and reused keys the same whichever side of the spam line each post was on', async () => {
  const pair = async (key: string, first: Record<string, string>, second: Record<string, string>, body = validEstimate()) => {
    const address = `192.0.2.${key.charCodeAt(0)}`;
    const one = await post({ ...humanHeaders(key), ...first }, address);
    const two = await post({ ...humanHeaders(key), ...second }, address, body);
    return {
      first: seen(one),
      second: seen(two),
      sameLead: one.json<{ leadId?: string }>().leadId === two.json<{ leadId?: string }>().leadId,
    };
  };
  const personThenPerson = await pair('a', {}, {});
  expect(personThenPerson.second.headers['idempotent-replayed']).toBe('true');
  expect(personThenPerson.sameLead).toBe(true);
  for (const [key, first, second] of [
    ['b', {}, BOT],
    ['c', BOT, {}],
    ['d', BOT, BOT],
  ] as const) {
    expect([key, await pair(key, first, second)]).toEqual([key, personThenPerson]);
  }
  const other = validEstimate({ summary: 'Something else entirely.' });
  const reusedByPerson = await pair('e', {}, {}, other);
  expect(reusedByPerson.second.status).toBe(422);
  expect(await pair('f', BOT, BOT, other)).toEqual(reusedByPerson);
});

it('takes a token from the sender for spam as for anyone: 30 caught posts and 30 human posts get the same answers', async () => {
  const statuses = async (headers: Record<string, string>, address: string) => {
    const answers: number[] = [];
    for (let n = 0; n < 30; n += 1) answers.push((await post({ ...humanHeaders(), ...headers }, address)).statusCode);
    return answers;
  };
  const bot = await statuses(BOT, '198.51.100.1');
  const person = await statuses({}, '198.51.100.2');
  expect(bot).toEqual(person);
  expect(person.filter((status) => status === 429)).toHaveLength(20);
});

it('counts posts without a fill time apart: 200 of them leave the next visitor from that address untouched', async () => {
  const unsigned: number[] = [];
  for (let n = 0; n < 200; n += 1) unsigned.push((await post({ 'content-type': 'application/json' }, '198.51.100.3')).statusCode);
  expect(unsigned.filter((status) => status === 200)).toHaveLength(10);
  expect((await post(humanHeaders(), '198.51.100.3')).statusCode).toBe(200);
});

it('still reports invalid fields to a bot, as it would to a person, and keeps a post with exactly the minimum fill time', async () => {
  expect((await post({ ...humanHeaders(), 'x-form-trap': 'x' }, undefined, validEstimate({ emailAddress: 'nope' }))).statusCode).toBe(400);
  expect((await post({ ...humanHeaders(), 'x-form-fill-ms': '1500', 'x-form-trap': '' })).statusCode).toBe(200);
  expect([t.count('leads'), t.count('outbox')]).toEqual([1, 1]);
});

it('stores nothing once the sender’s deadline has passed, and says received only for a key it has', async () => {
  const late = await post({ ...humanHeaders('late'), 'x-estimate-deadline': String(t.clock.now - 1) });
  expect(late.statusCode).toBe(503);
  expect(late.json()).toMatchObject({ bookingSentSuccessfully: false });
  expect(await statusOf('late')).toEqual({ received: false });
  expect((await post({ ...humanHeaders('on-time'), 'x-estimate-deadline': String(t.clock.now + 1000) })).statusCode).toBe(200);
  expect(await statusOf('on-time')).toMatchObject({ received: true });
  expect(t.count('leads')).toBe(1);
  expect((await t.app.inject({ method: 'GET', url: '/api/booking/estimate/status' })).statusCode).toBe(400);
});
