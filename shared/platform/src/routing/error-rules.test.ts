import { HTTPError } from 'ky';
import { NotFoundError, ServiceUnavailableError } from '../errors';
import { errorScreenOf, isUnavailableError, responseStatusOf } from './error-rules';

function httpError(status: number): HTTPError {
  const request = new Request('http://api.test/api/page?path=x');
  return new HTTPError(new Response('', { status }), request, {} as never);
}

test('the status of an HTTP error', () => {
  expect(responseStatusOf(httpError(503))).toBe(503);
  expect(responseStatusOf(new Error('x'))).toBeUndefined();
  expect(responseStatusOf({ response: { status: '503' } })).toBeUndefined();
  expect(responseStatusOf(null)).toBeUndefined();
});

test('a 503 answer or a ServiceUnavailableError is the service-unavailable screen', () => {
  expect(isUnavailableError(httpError(503))).toBe(true);
  expect(isUnavailableError(new ServiceUnavailableError())).toBe(true);
  expect(isUnavailableError(httpError(500))).toBe(false);
  expect(errorScreenOf(httpError(503))).toBe('service-unavailable');
});

test('missing content is the not-found screen; anything else is other', () => {
  expect(errorScreenOf(new NotFoundError())).toBe('not-found');
  expect(errorScreenOf(new TypeError('render bug'))).toBe('other');
  expect(errorScreenOf(httpError(500))).toBe('other');
});
