import { useEffect } from 'react';
import { clearReloadFlagOnUnload } from './reload-once';

/** Keeps the one-reload-on-error flag for this visit only: it is cleared when the page is left. */
export function ErrorReloadReset() {
  useEffect(() => clearReloadFlagOnUnload(), []);
  return null;
}
