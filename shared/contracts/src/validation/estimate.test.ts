import { VALID_ESTIMATE_VALUES } from '../testing/estimate-values';
import { MESSAGES } from './messages';
import { parseEstimateRequest, toEstimateRequest, validateEstimateField, validateEstimateValues } from './estimate';
import type { EstimateValues } from './estimate-form';

const valid = VALID_ESTIMATE_VALUES;

describe('estimate form fields', () => {
  test('valid values have no errors', () => expect(validateEstimateValues(valid)).toEqual({}));

  test('every field is required', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((key) => [key, '  '])) as EstimateValues;
    const errors = validateEstimateValues(empty);
    expect(Object.keys(errors).sort()).toEqual(Object.keys(valid).sort());
    expect(new Set(Object.values(errors))).toEqual(new Set([MESSAGES.required]));
  });

  test('format errors use the validation texts', () => {
    expect(validateEstimateField('emailAddress', 'pat@')).toBe('Please enter a valid emailID');
    expect(validateEstimateField('phoneNumber', '555-01')).toBe('Please enter a valid phone number');
    expect(validateEstimateField('zip', '8913')).toBe('This field must contain a 5-digit zip code');
    expect(validateEstimateField('state', 'XX')).toBe(MESSAGES.state);
  });

  test('the payload has exactly the estimate request fields', () => {
    expect(toEstimateRequest(valid, 'st-42')).toEqual({
      customerName: 'Pat Lee',
      phoneNumber: '(702) 555-0134',
      emailAddress: 'pat@example.com',
      address: { street: '10 Desert Rose Way', city: 'Las Vegas', state: 'NV', zip: '89134', country: 'USA' },
      summary: 'Hang two interior doors',
      serviceTitanId: 'st-42',
      sourceApplicationName: 'AceHandymanServices',
    });
  });
});

describe('server-side parsing of a submitted body', () => {
  const body = toEstimateRequest(valid, 'st-42');

  test('accepts the form payload', () => {
    expect(parseEstimateRequest(body)).toEqual({ ok: true, value: body });
  });

  test('names each bad field', () => {
    const result = parseEstimateRequest({ ...body, emailAddress: 'nope', address: { ...body.address, zip: '1', country: 'CAN' } });
    expect(result).toEqual({
      ok: false,
      errors: { emailAddress: MESSAGES.email, 'address.zip': MESSAGES.zip, 'address.country': "Country must be 'USA'." },
    });
  });

  test.each([null, [], 'text', 42])('rejects a non-object body %p', (input) => {
    expect(parseEstimateRequest(input)).toEqual({ ok: false, errors: { body: 'Expected a JSON object.' } });
  });

  test('rejects wrong types instead of coercing them', () => {
    const result = parseEstimateRequest({ ...body, customerName: 42, serviceTitanId: null });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['customerName', 'serviceTitanId']);
  });

  test('says why sourceApplicationName is refused, and trims it', () => {
    expect(parseEstimateRequest({ ...body, sourceApplicationName: ' ' })).toEqual({
      ok: false,
      errors: { sourceApplicationName: 'sourceApplicationName is required.' },
    });
    expect(parseEstimateRequest({ ...body, sourceApplicationName: 'x'.repeat(65) })).toEqual({
      ok: false,
      errors: { sourceApplicationName: 'sourceApplicationName must be at most 64 characters.' },
    });
    expect(parseEstimateRequest({ ...body, sourceApplicationName: ' AceHandymanServices ' })).toEqual({ ok: true, value: body });
  });

  test('keeps the privacy opt-out as sent (two booleans); anything else is named, never guessed', () => {
    const optOut = { gpc: true, choice: false };
    expect(parseEstimateRequest({ ...body, privacyOptOut: optOut })).toEqual({ ok: true, value: { ...body, privacyOptOut: optOut } });
    for (const wrong of [true, 'yes', { gpc: 'true', choice: false }, { gpc: true }, { gpc: true, choice: false, extra: 1 }, null]) {
      expect(parseEstimateRequest({ ...body, privacyOptOut: wrong })).toEqual({
        ok: false,
        errors: { privacyOptOut: 'privacyOptOut must be { "gpc": true|false, "choice": true|false }.' },
      });
    }
  });

  test("keeps the page's office path when it is one; anything else is named, never guessed", () => {
    expect(parseEstimateRequest({ ...body, officePath: 'offices/summerlin' })).toEqual({
      ok: true,
      value: { ...body, officePath: 'offices/summerlin' },
    });
    for (const wrong of [
      'blog/some-post',
      '/offices/summerlin/',
      'offices/Summerlin',
      `offices/${'a'.repeat(81)}`,
      '',
      42,
      null,
      ['offices/x'],
    ]) {
      expect(parseEstimateRequest({ ...body, officePath: wrong })).toEqual({
        ok: false,
        errors: { officePath: 'officePath must be an office home path such as "offices/summerlin".' },
      });
    }
  });

  test('rejects oversized fields', () => {
    const result = parseEstimateRequest({ ...body, summary: 'x'.repeat(4001) });
    expect(result.ok).toBe(false);
  });
});

test('a field made only of invisible characters is required, like an empty one', () => {
  const errors = validateEstimateValues({ ...VALID_ESTIMATE_VALUES, customerName: '\u200b\u200b\u200b', summary: '\u2060\ufeff' });
  expect(errors).toEqual({ customerName: MESSAGES.required, summary: MESSAGES.required });
});
