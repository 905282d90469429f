import { readFileSync } from 'node:fs';
import path from 'node:path';
import ports from '../../../ports.json';
import { parseTrustProxy, readForwardingSecret, type RateLimitOptions, type TrustProxySetting } from '@handyman/contracts/server';
import { DEFAULT_CACHE_BYTES } from './render-cache';
import { defaultAssetsDir } from './shell-assets';

const MB = 1024 * 1024;
/** The operations listener's port when none is named: beside the shell's own, clear of the site's ports. */
export const OPS_PORT_OFFSET = 90;

// The shell's server is configured by its environment, as a deployment sets it.

export interface ServerSettings {
  port: number;
  /** The shell's browser build (index.html, main.js, styles, ssr-assets.json). */
  clientDir: string;
  /** Where the browser assets of this build and the builds before it are kept and served from (SHELL_ASSETS_DIR). */
  assetsDir: string;
  /** The text of config.json (read again on every revalidation, so a changed file applies). */
  readConfig: () => string;
  /** How often remote manifests and config.json are checked for a new deployment (ms). */
  revalidateMs: number;
  /** How long a rendered page may be served from memory (ms); 0 turns the cache off. */
  renderCacheMs: number;
  /** The most bytes rendered pages may hold in memory (bodies and their compressed copies). */
  renderCacheBytes: number;
  /**
   * The site's public origin, checked when the settings are read: the base of canonical links,
   * structured data, the sitemap and the feed when content names none (never the request's Host).
   */
  publicUrl: string;
  /** The proxies whose X-Forwarded-For and X-Request-Id are believed (TRUST_PROXY; default none; @handyman/contracts/server reads it). */
  trustProxy: TrustProxySetting;
  /** FORWARDING_SECRET: sent with every content call, so content-api believes the visitor address the shell gives it. */
  forwardingSecret: string | undefined;
  /** The operations listener (/healthz, /readyz, /metrics): SHELL_OPS_PORT (the port + 90; 0 for any) on SHELL_OPS_HOST (127.0.0.1). */
  ops: { port: number; host: string };
  /**
   * Browser beacons taken per client (BEACON_BURST, 20, then BEACON_PER_MINUTE, 10 a minute) and from
   * every browser together (BEACON_TOTAL_PER_MINUTE, 600): what bounds a flood of forged ones.
   */
  beacons: { perClient: RateLimitOptions; overall: RateLimitOptions };
  /** Renders run at once (RENDER_CONCURRENCY, default 4) and renders that may wait for one (RENDER_QUEUE, default 16). */
  renderConcurrency: number;
  renderQueue: number;
}

function numberOf(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (!value) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new Error(`${name} must be a whole number, got "${value}".`);
  return number;
}

/**
 * The settings from the environment: SHELL_PORT (default in ports.json); SHELL_CONFIG, the path of
 * config.json (required); PUBLIC_URL, required with NODE_ENV=production and otherwise
 * http://localhost:<port>; REMOTE_REVALIDATE_MS (default 5000), RENDER_CACHE_MS (default 10000) and
 * RENDER_CACHE_MB (default 64); TRUST_PROXY (default none) and FORWARDING_SECRET (@handyman/contracts/server);
 * SHELL_OPS_PORT (the port + 90) and SHELL_OPS_HOST (127.0.0.1); RENDER_CONCURRENCY (4) and RENDER_QUEUE (16);
 * SHELL_ASSETS_DIR (default: releases/ beside the build folder).
 * `clientDir` is the browser build this server build belongs to. `env` is passed in rather than read
 * as process.env.NODE_ENV, which webpack replaces with the build's mode.
 */
export function settingsFrom(env: NodeJS.ProcessEnv, clientDir: string): ServerSettings {
  const port = numberOf(env, ports.shell.portEnv, ports.shell.port);
  const configFile = env.SHELL_CONFIG;
  if (!configFile)
    throw new Error('SHELL_CONFIG is not set: it names the config.json that says where the remotes and the content service are.');
  if (!env.PUBLIC_URL && env.NODE_ENV === 'production') {
    throw new Error(
      "PUBLIC_URL is not set: in production the shell needs the site's public URL (for example PUBLIC_URL=https://www.example.com).",
    );
  }
  return {
    port,
    clientDir,
    assetsDir: env.SHELL_ASSETS_DIR ? path.resolve(env.SHELL_ASSETS_DIR) : defaultAssetsDir(clientDir),
    readConfig: () => readFileSync(path.resolve(configFile), 'utf8'),
    publicUrl: checkPublicUrl(env.PUBLIC_URL || `http://localhost:${port}`),
    revalidateMs: numberOf(env, 'REMOTE_REVALIDATE_MS', 5000),
    renderCacheMs: numberOf(env, 'RENDER_CACHE_MS', 10_000),
    renderCacheBytes: numberOf(env, 'RENDER_CACHE_MB', DEFAULT_CACHE_BYTES / MB) * MB,
    trustProxy: parseTrustProxy(env.TRUST_PROXY, false),
    forwardingSecret: readForwardingSecret(env),
    ops: {
      port: numberOf(env, 'SHELL_OPS_PORT', port === 0 || port + OPS_PORT_OFFSET > 65535 ? 0 : port + OPS_PORT_OFFSET),
      host: env.SHELL_OPS_HOST || '127.0.0.1',
    },
    beacons: {
      perClient: { capacity: Math.max(1, numberOf(env, 'BEACON_BURST', 20)), refillPerMinute: numberOf(env, 'BEACON_PER_MINUTE', 10) },
      overall: (({ total }) => ({ capacity: total, refillPerMinute: total }))({
        total: Math.max(1, numberOf(env, 'BEACON_TOTAL_PER_MINUTE', 600)),
      }),
    },
    renderConcurrency: Math.max(1, numberOf(env, 'RENDER_CONCURRENCY', 4)),
    renderQueue: numberOf(env, 'RENDER_QUEUE', 16),
  };
}

/**
 * The configured public URL as an origin ("https://www.example.com"), or an error that says what
 * is wrong with it: it is the base of every absolute URL the site writes when content has none.
 */
export function checkPublicUrl(value: string | undefined): string {
  if (!value) throw new Error('The site needs its public URL: set PUBLIC_URL (for example https://www.example.com).');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL is not an absolute URL: "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_URL must be an http(s) URL, got "${value}".`);
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') {
    throw new Error(`PUBLIC_URL must be an origin only (scheme, host and port), got "${value}".`);
  }
  return url.origin;
}
