import type { RuntimeConfig } from './runtime-config';

// The validated runtime config, set once at start-up by the host (or a remote's dev harness).
// @handyman/platform is a federation singleton, so remotes read the host's config from here.

let current: RuntimeConfig | undefined;

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config is not set: call setRuntimeConfig() at start-up.');
  return current;
}

/** Absolute URL of a stored media path; absolute URLs and data URIs pass through. */
export function mediaUrl(path: string | undefined | null): string {
  if (!path) return '';
  if (/^(?:[a-z]+:)?\/\//i.test(path) || path.startsWith('data:')) return path;
  const host = getRuntimeConfig().mediaHost.replace(/\/+$/, '');
  return `${host}/${path.replace(/^\/+/, '')}`;
}
