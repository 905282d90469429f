import type { ServerResponse } from 'node:http';
import { getRuntimeConfig, type RuntimeConfig } from '@handyman/platform';
import { baseSecurityHeaders } from '@handyman/contracts/server';
import { documentScripts } from './document-scripts';

// The security headers of every answer the shell sends, set here and nowhere else: the content
// security policy (enforced), and the set content-api's pages share (@handyman/contracts/server:
// nosniff, the referrer and permissions policies, HSTS when the site is served over https). Pages
// are shared by the render cache and a CDN, so the policy allows the document's inline scripts by
// hash (never a per-request nonce, never 'unsafe-inline').

/** Frames the site's content may embed: the video players and the office map (see VideoPlayer, map-source). */
const FRAME_HOSTS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://www.google.com', 'https://maps.google.com'];

function origin(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

const unique = (values: string[]) => [...new Set(values)].join(' ');

/** The policy for the site's configuration, plus what one document runs (its hashes and the settings' script origins). */
export function contentSecurityPolicy(config: RuntimeConfig | undefined, extra: { hashes?: string[]; origins?: string[] } = {}): string {
  const remotes = config ? Object.values(config.remotes).flatMap(origin) : [];
  const api = origin(config?.contentApiBaseUrl);
  const media = origin(config?.mediaHost);
  const thirdParty = extra.origins ?? [];
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', unique(["'self'", ...remotes, ...thirdParty, ...(extra.hashes ?? [])])],
    // React and the carousel set style attributes: inline styles stay allowed (scripts never).
    ['style-src', unique(["'self'", ...remotes, "'unsafe-inline'"])],
    ['img-src', unique(["'self'", 'data:', ...media, ...api, ...remotes, ...thirdParty])],
    ['font-src', unique(["'self'", 'data:', ...remotes])],
    ['connect-src', unique(["'self'", ...api, ...remotes, ...thirdParty])],
    ['frame-src', unique(FRAME_HOSTS)],
    ['form-action', unique(["'self'", ...origin(config?.schedulingUrl)])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['frame-ancestors', "'self'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** The site-wide headers, on the response before any handler writes it. */
export function applySecurityHeaders(response: ServerResponse, config: RuntimeConfig | undefined, publicUrl: string): void {
  response.setHeader('Content-Security-Policy', contentSecurityPolicy(config));
  for (const [name, value] of Object.entries(baseSecurityHeaders(publicUrl))) response.setHeader(name, value);
  response.setHeader('X-Frame-Options', 'SAMEORIGIN');
}

/**
 * The headers that are a document's policy: what it may run, load, frame and use, and what it tells
 * the pages it links to. A script, stylesheet, font, image or manifest is no document: these say
 * nothing there (a stylesheet's own requests fall back to the browsers' default referrer policy, the
 * same strict-origin-when-cross-origin), so the site's files go without them (about 1 KB less on
 * every script). nosniff, HSTS and the request id stay on every answer.
 */
export const DOCUMENT_ONLY_HEADERS = ['Content-Security-Policy', 'Permissions-Policy', 'Referrer-Policy', 'X-Frame-Options'];

/** Takes a document's policy headers off an answer that is a file (the runtime config, a build's script). */
export function asFileAnswer(response: ServerResponse): void {
  for (const name of DOCUMENT_ONLY_HEADERS) response.removeHeader(name);
}

const documentPolicies = new WeakMap<object, string>();

/** An HTML document's policy: the site's, plus the document's own inline script hashes and third-party origins. */
export function documentPolicy(answer: { body: string }, config: RuntimeConfig | undefined): string {
  let policy = documentPolicies.get(answer);
  if (policy === undefined) documentPolicies.set(answer, (policy = contentSecurityPolicy(config, documentScripts(answer.body))));
  return policy;
}

/** The runtime config, or undefined while config.json has never been usable (the policy then allows the site itself only). */
export function runtimeConfigOrNone(): RuntimeConfig | undefined {
  try {
    return getRuntimeConfig();
  } catch {
    return undefined;
  }
}
