import { parseRuntimeConfig, RuntimeConfigError, type RuntimeConfig } from '@handyman/platform';

export const CONFIG_URL = '/config.json';

/** Fetches and validates config.json; any failure is a RuntimeConfigError that says what is wrong. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  let response: Response;
  try {
    // Plain GET so the <link rel=preload> in index.html is reused; the server marks it no-cache.
    response = await fetchImpl(CONFIG_URL);
  } catch (error) {
    throw new RuntimeConfigError([`could not fetch ${CONFIG_URL}: ${String(error)}`]);
  }
  if (!response.ok) throw new RuntimeConfigError([`${CONFIG_URL} answered HTTP ${response.status}`]);
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new RuntimeConfigError([`${CONFIG_URL} is not valid JSON`]);
  }
  return parseRuntimeConfig(json);
}
