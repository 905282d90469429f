import type ky from 'ky';
import type { Input, KyInstance, Options, ResponsePromise } from 'ky';
import { getRuntimeConfig } from '../config/runtime';

export const SUBSCRIPTION_KEY_HEADER = 'Ocp-Apim-Subscription-Key';

/**
 * A server render gives up on a content call after this long (a timeout is not retried), so a
 * content service that hangs costs a page a few seconds and its 503, within the render's budget
 * even when calls wait on each other.
 */
export const SERVER_TIMEOUT_MS = 2500;

type Ky = typeof ky;

let kyLoading: Promise<Ky> | undefined;

/**
 * ky, in a chunk of its own: a server-rendered page hydrates with its data in the HTML, so the
 * browser fetches ky with the first content call (a navigation, a form, a lookup), not before the
 * page is live. A chunk that failed to load is asked for again by the next call.
 */
function loadKy(): Promise<Ky> {
  kyLoading ??= import(/* webpackChunkName: "ky" */ 'ky').then(
    (module) => module.default,
    (error: unknown) => {
      kyLoading = undefined;
      throw error;
    },
  );
  return kyLoading;
}

let cached: { base: string; key: string; fetcher: typeof fetch | undefined; client: KyInstance } | undefined;

/**
 * The fetch content calls go through: the shell's server sets one that sends the request id on and
 * measures each call (and tests may); unset, the global fetch.
 */
let contentFetch: typeof fetch | undefined;

export function setContentFetch(fetchImpl: typeof fetch | undefined): void {
  contentFetch = fetchImpl;
}

/** The content-service client with ky loaded: JSON, cross-origin, no-cache, with the subscription key header. */
async function kyClient(): Promise<KyInstance> {
  const ky = await loadKy();
  const { contentApiBaseUrl, subscriptionKey } = getRuntimeConfig();
  if (cached && cached.base === contentApiBaseUrl && cached.key === subscriptionKey && cached.fetcher === contentFetch)
    return cached.client;
  const client = ky.create({
    prefix: contentApiBaseUrl,
    mode: 'cors',
    cache: 'no-cache',
    timeout: typeof window === 'undefined' ? SERVER_TIMEOUT_MS : 10_000,
    retry: { limit: 1, methods: ['get'] },
    // Unset, ky's own default (the global fetch), as browsers and tests have it.
    ...(contentFetch ? { fetch: contentFetch } : {}),
    headers: { 'Content-Type': 'application/json', [SUBSCRIPTION_KEY_HEADER]: subscriptionKey },
  });
  cached = { base: contentApiBaseUrl, key: subscriptionKey, fetcher: contentFetch, client };
  return client;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head';
const BODY_TYPES = ['json', 'text', 'arrayBuffer', 'blob', 'formData', 'bytes'] as const;
type BodyReader = (...args: unknown[]) => Promise<unknown>;

/**
 * A ky call made before ky is in: it returns ky's response promise at once (await it, or read the
 * body with `.json()` and the others) and makes the request when ky has loaded. A body read asked
 * for at once still reaches ky before it sends the request (ky waits a moment for one, to set the
 * Accept header).
 */
function deferredCall(method: Method) {
  return (input: Input, options?: Options): ResponsePromise => {
    // In an object: awaiting ky's response promise itself would leave only the response.
    const sent = kyClient().then((client) => ({ call: client[method](input, options) }));
    const response = sent.then(({ call }) => call);
    // A caller that reads the body alone has the failure there.
    response.catch(() => undefined);
    const readers = BODY_TYPES.map((type) => [type, (...args: unknown[]) => sent.then(({ call }) => (call[type] as BodyReader)(...args))]);
    return Object.assign(response, Object.fromEntries(readers)) as unknown as ResponsePromise;
  };
}

const client = {
  get: deferredCall('get'),
  post: deferredCall('post'),
  put: deferredCall('put'),
  patch: deferredCall('patch'),
  delete: deferredCall('delete'),
  head: deferredCall('head'),
} as Pick<KyInstance, Method>;

/**
 * The content-service client: ky's calls (`contentClient().get('api/x').json()`), usable at once.
 * ky itself comes in a chunk of its own with the first call: a server-rendered page hydrates with
 * its data in the HTML, so the browser fetches it with the first content call (a navigation, a
 * form, a lookup), not before the page is live. A chunk that failed to load is asked for again by
 * the next call. Callers (and remotes built against the client when it was ky itself) need not
 * know.
 */
export function contentClient(): Pick<KyInstance, Method> {
  return client;
}
