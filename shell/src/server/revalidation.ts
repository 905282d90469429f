import { getRuntimeConfig, parseRuntimeConfig, RuntimeConfigError, setRuntimeConfig, type RuntimeConfig } from '@handyman/platform';
import type { PageDeps } from './answer-page';
import type { RenderCache } from './render-cache';
import type { ServerRemotes } from './remotes/server-remotes';
import { log } from './ops/logger';

// Keeps the server current without a restart: config.json (read again on every tick; a change
// applies at once) and every remote's release (a build a release names is loaded, then renders
// from the next request on). Either change empties the render cache.

interface Revalidated {
  readConfig: () => string;
  publicUrl: string;
  remotes: ServerRemotes;
  cache: RenderCache;
  /** Gets configError while config.json is unusable (every page then says what to fix). */
  deps: PageDeps;
}

function parseConfig(text: string): RuntimeConfig | RuntimeConfigError {
  try {
    return parseRuntimeConfig(JSON.parse(text));
  } catch (error) {
    return error instanceof RuntimeConfigError ? error : new RuntimeConfigError(['config.json is not valid JSON']);
  }
}

/**
 * One revalidation, to run at start-up and then on a timer. A tick that comes while the last one still
 * runs (a release's build loading) joins it rather than start a second beside it.
 */
export function revalidation(revalidated: Revalidated): () => Promise<void> {
  const once = revalidationPass(revalidated);
  let running: Promise<void> | undefined;
  return () => (running ??= once().finally(() => (running = undefined)));
}

function revalidationPass({ readConfig, publicUrl, remotes, cache, deps }: Revalidated): () => Promise<void> {
  let configText = '';
  return async function revalidate(): Promise<void> {
    let text: string;
    try {
      text = readConfig();
    } catch (error) {
      text = `unreadable: ${String(error)}`;
    }
    if (text !== configText) {
      configText = text;
      const config = parseConfig(text);
      cache.clear();
      if (config instanceof RuntimeConfigError) {
        log.error('config.json is unusable', { problems: config.problems });
        deps.configError = config;
        return;
      }
      delete deps.configError;
      setRuntimeConfig({ ...config, publicUrl });
    }
    if (deps.configError) return;
    const changed = await remotes.refresh(getRuntimeConfig());
    if (changed.length > 0) {
      log.info('a remote release changed the builds pages render with', { remotes: changed });
      cache.clear();
    }
  };
}
