import { baseSecurityHeaders, foreignOriginProblem } from '@handyman/contracts/server';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error';

/**
 * Every answer's policy: nothing runs (no script source at all), styles and images from this
 * service only, forms post only here, and only the site's own pages (and this service's) may
 * frame it, so another site cannot wrap the booking page in a frame of its own.
 */
export function contentSecurityPolicy(siteOrigins: readonly string[]): string {
  return [
    "default-src 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "form-action 'self'",
    "base-uri 'none'",
    `frame-ancestors ${["'self'", ...siteOrigins].join(' ')}`,
  ].join('; ');
}

/** A policy that lets one more script run (a page's own, named by its hash); all else stays as it was. */
export function withScriptSource(policy: string, source: string): string {
  const directives = policy
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  const current = directives.findIndex((part) => part.startsWith('script-src '));
  if (current === -1) return [...directives, `script-src ${source}`].join('; ');
  directives[current] = `${directives[current]} ${source}`;
  return directives.join('; ');
}

export interface BrowserRules {
  /** The site's public origins (SITE_URL and SITE_ORIGINS): who may frame these pages and post to this service. */
  siteOrigins: readonly string[];
  /** This service's own public URL: its own pages post to it, and HSTS is sent when it is https. */
  publicUrl: string;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The browser-facing rules of every answer: the shell's header set (the policy above, nosniff,
 * the referrer and permissions policies, HSTS over https), and no post from a page on another
 * site (Origin / Sec-Fetch-Site, as OWASP ASVS asks): a foreign page could otherwise make its
 * visitors' browsers book visits from their own addresses.
 */
export function installBrowserRules(app: FastifyInstance, { siteOrigins, publicUrl }: BrowserRules): void {
  const headers = { 'Content-Security-Policy': contentSecurityPolicy(siteOrigins), ...baseSecurityHeaders(publicUrl) };
  const allowed = [...new Set([...siteOrigins, new URL(publicUrl).origin])];
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    if (SAFE_METHODS.has(request.method)) return;
    const problem = foreignOriginProblem(request.headers, allowed);
    if (problem === undefined) return;
    request.log.warn({ origin: request.headers.origin, fetchSite: request.headers['sec-fetch-site'] }, 'post from another site refused');
    throw new ApiError(403, 'foreign_origin', `This service takes posts only from the site's own pages (${problem}).`);
  });
}
