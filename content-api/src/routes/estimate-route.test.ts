import { MESSAGES } from '@handyman/contracts/validation';
import { humanHeaders, validEstimate } from '../testing/estimate-fixtures';
import { ADMIN_TOKEN, makeTestApp, type TestApp } from '../testing/app-kit';

let t: TestApp;
beforeEach(() => {
  t = makeTestApp({ estimateRateLimit: { capacity: 1000, refillPerMinute: 1000 } });
});
afterEach(() => t.close());

function post(payload: unknown, headers: Record<string, string> = humanHeaders()) {
  return t.app.inject({ method: 'POST', url: '/api/booking/estimate', payload: JSON.stringify(payload), headers });
}

async function storedLeads() {
  const response = await t.app.inject({ method: 'GET', url: '/admin/leads', headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  return response.json<{ total: number; leads: { id: string; request: unknown; fillMs: number | null }[] }>();
}

describe('POST /api/booking/estimate: storing a lead', () => {
  it('stores a valid request with its outbox row before answering with the lead id', async () => {
    const response = await post({ ...validEstimate(), customerName: '  Jane Homeowner  ' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ bookingSentSuccessfully: boolean; leadId: string }>();
    expect(body).toEqual({
      bookingSentSuccessfully: true,
      leadId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      office: { path: 'offices/summerlin', phone: '(702) 555-0101', servesZip: true },
    });
    expect(t.count('leads')).toBe(1);
    expect(t.count('outbox')).toBe(1);
    const { leads } = await storedLeads();
    expect(leads[0]).toMatchObject({ id: body.leadId, fillMs: 8000, request: validEstimate() });
  });

  it("stores the visitor's privacy opt-out; a browser sending Global Privacy Control is recorded as opted out", async () => {
    await post(validEstimate({ privacyOptOut: { gpc: false, choice: true } }), humanHeaders('a'));
    await post(validEstimate({ privacyOptOut: { gpc: false, choice: true } }), { ...humanHeaders('b'), 'sec-gpc': '1' });
    await post(validEstimate(), { ...humanHeaders('c'), 'sec-gpc': '1' });
    await post(validEstimate(), humanHeaders('d'));
    const { leads } = await storedLeads();
    const optOuts = leads.map((lead) => (lead.request as { privacyOptOut?: unknown }).privacyOptOut);
    expect(optOuts.reverse()).toEqual([{ gpc: false, choice: true }, { gpc: true, choice: true }, { gpc: true, choice: false }, undefined]);
  });

  it('stores text without control or bidirectional-override characters; the summary keeps its lines', async () => {
    const address = { ...validEstimate().address, street: '1 Desert\u0000 Rose Ln\r\n', city: 'Las \u202eVegas' };
    const response = await post(
      {
        ...validEstimate(),
        customerName: 'Jane\u001b[2J Homeowner\u202e',
        summary: 'Back door sticks.\r\nFrame\u0007 cracked.\u2066',
        address,
      },
      { ...humanHeaders(), 'user-agent': 'bot\u0001/1.0' },
    );
    expect(response.statusCode).toBe(200);
    const { leads } = await storedLeads();
    expect(leads[0]?.request).toMatchObject({
      customerName: 'Jane[2J Homeowner',
      summary: 'Back door sticks.\nFrame cracked.',
      address: { street: '1 Desert Rose Ln', city: 'Las Vegas' },
    });
  });

  it('refuses a field that holds nothing but control characters as empty', async () => {
    const response = await post({ ...validEstimate(), customerName: '\u0000\u202e\u001b' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('errors', { customerName: MESSAGES.required });
  });

  it('wakes the forwarder for each new lead', async () => {
    const wake = jest.spyOn(t.forwarder, 'wake');
    await post(validEstimate());
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it('answers 503 with bookingSentSuccessfully false when the lead cannot be stored', async () => {
    jest.spyOn(t.leads, 'saveLead').mockRejectedValue(new Error('disk I/O error'));
    const response = await post(validEstimate());
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({ bookingSentSuccessfully: false, error: 'storage_unavailable' });
  });
});

describe('POST /api/booking/estimate: validation', () => {
  const address = validEstimate().address;
  it.each([
    ['customerName', { customerName: '' }, MESSAGES.required],
    ['customerName', { customerName: '\u200b\u200c\u2060\u3164' }, MESSAGES.required],
    ['customerName', { customerName: 'x'.repeat(121) }, 'This field must be at most 120 characters.'],
    ['phoneNumber', { phoneNumber: 'call me' }, MESSAGES.phone],
    ['phoneNumber', { phoneNumber: '' }, MESSAGES.required],
    ['emailAddress', { emailAddress: 'jane@' }, MESSAGES.email],
    ['address.street', { address: { ...address, street: ' ' } }, MESSAGES.required],
    ['address.city', { address: { ...address, city: '' } }, MESSAGES.required],
    ['address.state', { address: { ...address, state: 'XX' } }, MESSAGES.state],
    ['address.zip', { address: { ...address, zip: '8913' } }, MESSAGES.zip],
    ['address.country', { address: { ...address, country: 'CAN' } }, "Country must be 'USA'."],
    ['summary', { summary: '' }, MESSAGES.required],
    ['summary', { summary: '\u2800\u2800\ufeff' }, MESSAGES.required],
    ['serviceTitanId', { serviceTitanId: 42 }, 'serviceTitanId must be a string of at most 64 characters.'],
    ['sourceApplicationName', { sourceApplicationName: '' }, 'sourceApplicationName is required.'],
  ])('reports %s (%j) and stores nothing', async (field, override, message) => {
    const response = await post({ ...validEstimate(), ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'validation_failed',
      message: 'The estimate request has invalid fields.',
      bookingSentSuccessfully: false,
      errors: { [field]: message },
    });
    expect(t.count('leads')).toBe(0);
  });

  it('refuses a body that is not a JSON object', async () => {
    const response = await post([validEstimate()]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('errors', { body: 'Expected a JSON object.' });
  });

  it('refuses malformed JSON, other media types and bodies over 16 KB with JSON errors', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/booking/estimate',
      payload: '{"customerName":',
      headers: humanHeaders(),
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: 'invalid_json', message: 'The request body is not valid JSON.' });
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/booking/estimate',
      payload: '<lead/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ error: 'unsupported_media_type' });
    const huge = await post({ ...validEstimate(), summary: 'x'.repeat(17 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ error: 'payload_too_large', message: 'The request body is too large.' });
    expect(t.count('leads')).toBe(0);
  });
});

describe('POST /api/booking/estimate: idempotency', () => {
  it('answers a repeat of the same Idempotency-Key and body with the first answer and stores one lead', async () => {
    const first = await post(validEstimate(), humanHeaders('form-123'));
    // Spacing the validation trims away is the same request.
    const second = await post({ ...validEstimate(), customerName: ' Jane Homeowner ' }, humanHeaders('form-123'));
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(t.count('leads')).toBe(1);
    expect(t.count('idempotency_keys')).toBe(1);
  });

  it('refuses the key reused with a different body with a 422, keeping the first lead and storing nothing', async () => {
    const first = await post(validEstimate(), humanHeaders('form-456'));
    const reused = await post(validEstimate({ summary: 'Changed my mind' }), humanHeaders('form-456'));
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({
      error: 'idempotency_key_reused',
      message: 'This Idempotency-Key was already used for a different request; send a new key with a new request.',
      bookingSentSuccessfully: false,
    });
    expect(reused.headers['idempotent-replayed']).toBeUndefined();
    expect(t.count('leads')).toBe(1);
    const { leads } = await storedLeads();
    expect(leads[0]).toMatchObject({ id: first.json<{ leadId: string }>().leadId, request: validEstimate() });
  });

  it('stores separate leads for different keys, and for requests without a key', async () => {
    await post(validEstimate(), humanHeaders('form-a'));
    await post(validEstimate(), humanHeaders('form-b'));
    await post(validEstimate());
    await post(validEstimate());
    expect(t.count('leads')).toBe(4);
  });

  it('does not remember the key of a refused request', async () => {
    await post(validEstimate({ emailAddress: 'nope' }), humanHeaders('form-c'));
    const retry = await post(validEstimate(), humanHeaders('form-c'));
    expect(retry.json()).toHaveProperty('leadId');
    expect(t.count('leads')).toBe(1);
  });

  it('refuses a malformed key', async () => {
    const response = await post(validEstimate(), humanHeaders('k'.repeat(256)));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message', expect.stringMatching(/Idempotency-Key must be 1 to 255 visible ASCII/));
  });
});

describe('POST /api/booking/estimate: rate limit', () => {
  it('answers 429 with Retry-After once an address spends its burst, and lets it back in after the refill', async () => {
    const limited = makeTestApp({ estimateRateLimit: { capacity: 3, refillPerMinute: 1 } });
    const send = (remoteAddress: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/booking/estimate',
        payload: validEstimate(),
        headers: humanHeaders(),
        remoteAddress,
      });
    try {
      for (let i = 0; i < 3; i += 1) expect((await send('203.0.113.7')).statusCode).toBe(200);
      const refused = await send('203.0.113.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('60');
      expect(refused.json()).toMatchObject({ error: 'rate_limited', bookingSentSuccessfully: false });
      expect((await send('198.51.100.9')).statusCode).toBe(200);
      limited.clock.now += 60_000;
      expect((await send('203.0.113.7')).statusCode).toBe(200);
      expect(limited.count('leads')).toBe(5);
    } finally {
      await limited.close();
    }
  });

  it("counts a form the site server sends on a visitor's behalf against that visitor, trusting only the configured peers", async () => {
    const limited = makeTestApp({ estimateRateLimit: { capacity: 1, refillPerMinute: 0 }, trustProxy: ['loopback'] });
    const send = (remoteAddress: string, visitor: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/booking/estimate',
        payload: validEstimate(),
        headers: { ...humanHeaders(), 'x-forwarded-for': visitor },
        remoteAddress,
      });
    try {
      // The site's server on this machine: each visitor has a bucket of their own.
      expect((await send('127.0.0.1', '203.0.113.7')).statusCode).toBe(200);
      expect((await send('127.0.0.1', '198.51.100.9')).statusCode).toBe(200);
      expect((await send('127.0.0.1', '203.0.113.7')).statusCode).toBe(429);
      // Anyone else's X-Forwarded-For is ignored: their own address is what counts.
      expect((await send('192.0.2.50', '203.0.113.99')).statusCode).toBe(200);
      expect((await send('192.0.2.50', '203.0.113.100')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
