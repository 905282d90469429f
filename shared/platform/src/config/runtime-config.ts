import { REMOTE_NAMES, type RemoteName } from '../routing/remotes';

/** Settings read at start-up from config.json served beside the shell (never built in). */
export interface RuntimeConfig {
  /** mf-manifest.json URL of each remote. */
  remotes: Record<RemoteName, string>;
  contentApiBaseUrl: string;
  subscriptionKey: string;
  /** Base URL prefixed to stored image paths. */
  mediaHost: string;
  /** External online scheduling page (request an appointment / book online). */
  schedulingUrl: string;
  /**
   * The public site's base URL for canonical links, structured data, the sitemap and the feed.
   * Optional: without it the content's CanonicalBaseURL (global settings) is used.
   */
  siteBaseUrl?: string;
  /**
   * The site's public origin, set by the shell's server from its own configuration (PUBLIC_URL):
   * the base of absolute links when neither siteBaseUrl nor content names one.
   */
  publicUrl?: string;
}

export class RuntimeConfigError extends Error {
  override readonly name = 'RuntimeConfigError';
  constructor(readonly problems: string[]) {
    super(`Invalid runtime config (config.json): ${problems.join('; ')}`);
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkUrl(value: unknown, key: string, problems: string[]): string {
  if (typeof value !== 'string' || value.trim() === '') {
    problems.push(`${key} must be a non-empty URL string`);
    return '';
  }
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') problems.push(`${key} must be an http(s) URL, got "${value}"`);
  } catch {
    problems.push(`${key} is not a valid absolute URL: "${value}"`);
  }
  return value;
}

/** Validates parsed config.json; throws RuntimeConfigError listing every problem at once. */
export function parseRuntimeConfig(input: unknown): RuntimeConfig {
  const problems: string[] = [];
  if (!isObject(input)) throw new RuntimeConfigError(['the file must hold a JSON object']);
  const remotesInput = isObject(input.remotes) ? input.remotes : {};
  if (!isObject(input.remotes)) problems.push('remotes must be an object of manifest URLs');
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, checkUrl(remotesInput[name], `remotes.${name}`, problems)]),
  ) as Record<RemoteName, string>;
  const config: RuntimeConfig = {
    remotes,
    contentApiBaseUrl: checkUrl(input.contentApiBaseUrl, 'contentApiBaseUrl', problems),
    subscriptionKey: typeof input.subscriptionKey === 'string' ? input.subscriptionKey : '',
    mediaHost: checkUrl(input.mediaHost, 'mediaHost', problems),
    schedulingUrl: checkUrl(input.schedulingUrl, 'schedulingUrl', problems),
    ...(input.siteBaseUrl === undefined ? {} : { siteBaseUrl: checkUrl(input.siteBaseUrl, 'siteBaseUrl', problems) }),
    ...(input.publicUrl === undefined ? {} : { publicUrl: checkUrl(input.publicUrl, 'publicUrl', problems) }),
  };
  if (typeof input.subscriptionKey !== 'string') problems.push('subscriptionKey must be a string');
  if (problems.length > 0) throw new RuntimeConfigError(problems);
  return config;
}
