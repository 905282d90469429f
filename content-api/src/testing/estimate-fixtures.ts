import type { EstimateRequest } from '@handyman/contracts';

/** A submission that passes every rule; tests override one field at a time. */
export function validEstimate(overrides: Partial<EstimateRequest> = {}): EstimateRequest {
  return {
    customerName: 'Jane Homeowner',
    phoneNumber: '(702) 555-0123',
    emailAddress: 'jane@example.com',
    address: { street: '1 Desert Rose Ln', city: 'Las Vegas', state: 'NV', zip: '89135', country: 'USA' },
    summary: 'The back door sticks and the frame is cracked.',
    serviceTitanId: 'ST-summerlin',
    sourceApplicationName: 'AceHandymanServices',
    ...overrides,
  };
}

/** Headers a person's browser sends with the form: a fresh key and a human fill time. */
export function humanHeaders(idempotencyKey?: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    'x-form-fill-ms': '8000',
    ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
  };
}
