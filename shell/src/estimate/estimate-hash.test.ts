import { estimateHashRequest } from './estimate-hash';

test.each([
  ['#GetAnEstimate', 'open'],
  ['#services-GetAnEstimate', 'open'],
  ['#GetEstimateLink', 'open-unless-tabs'],
  ['#BookOnlineLink', null],
  ['', null],
])('hash %p asks %p', (hash, request) => expect(estimateHashRequest(hash)).toBe(request));
