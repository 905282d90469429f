import { isNotFoundError, readStorage, writeStorage } from '@handyman/platform';
import { reloadPage } from './reload-page';

// An error on an /offices/ page reloads the page once (a passing blip then costs the visitor nothing); a local flag prevents
// repeats and is cleared on unload. The flag must survive the reload it causes, so the unload that
// reload triggers leaves it alone; and without working storage there is no reload at all, so
// nothing can ever loop.

export const ERROR_RELOAD_FLAG = 'errorReloaded';

let reloading = false;

/** An office page that failed (missing content aside) may reload, unless it already did. */
export function mayReloadForError(pathname: string, error: unknown): boolean {
  return pathname.toLowerCase().includes('/offices/') && !isNotFoundError(error) && readStorage(ERROR_RELOAD_FLAG) === null;
}

/** Sets the flag and reloads; true when a reload is under way, false when it may not happen. */
export function reloadOnceForError(reload: () => void = reloadPage): boolean {
  if (reloading) return true;
  if (readStorage(ERROR_RELOAD_FLAG) !== null) return false;
  if (!writeStorage(ERROR_RELOAD_FLAG, String(Date.now())) || readStorage(ERROR_RELOAD_FLAG) === null) return false;
  reloading = true;
  reload();
  return true;
}

/** Clears the flag when the page is left, except when leaving because of that reload. */
export function clearReloadFlagOnUnload(): () => void {
  const onPageHide = () => {
    if (!reloading) writeStorage(ERROR_RELOAD_FLAG, null);
  };
  window.addEventListener('pagehide', onPageHide);
  return () => window.removeEventListener('pagehide', onPageHide);
}

/** Test helper: forget a reload started in this document. */
export function resetReloadState(): void {
  reloading = false;
}
