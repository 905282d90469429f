import { FORWARDING_SECRET_HEADER } from '@handyman/contracts/server';
import { currentRequest } from './request-context';
import { metrics } from './shell-metrics';

// The server's content calls (the platform's content client, setContentFetch): each carries the id
// of the request it is made for, so content-api's log lines join the shell's, and each is measured.
// The forwarding secret goes only with the estimate intake's calls (the post, its status check):
// content-api then believes the visitor's address (X-Forwarded-For) the shell sends with a form
// posted without script. Every other call may reach a hosted CMS behind the same base URL, which
// must never see the secret.

/** The intake's calls, the only ones that speak for a visitor. */
const INTAKE_CALL = /\/api\/booking\/estimate(?:\/status)?$/;

export const carriesForwardingSecret = (url: string): boolean => INTAKE_CALL.test(new URL(url).pathname);

export function observedContentFetch(forwardingSecret: string | undefined, fetchImpl: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const requestId = currentRequest()?.requestId;
    if (requestId) request.headers.set('X-Request-Id', requestId);
    if (forwardingSecret && carriesForwardingSecret(request.url)) request.headers.set(FORWARDING_SECRET_HEADER, forwardingSecret);
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const response = await fetchImpl(request);
      const outcome = response.status >= 500 ? 'http_error' : 'ok';
      metrics.contentCallDuration.observe({ outcome }, seconds());
      if (outcome !== 'ok') metrics.contentCallErrors.inc();
      return response;
    } catch (error) {
      metrics.contentCallDuration.observe({ outcome: 'failed' }, seconds());
      metrics.contentCallErrors.inc();
      throw error;
    }
  };
}
