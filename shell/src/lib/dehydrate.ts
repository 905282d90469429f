import {
  type DehydratedEntry,
  type DehydratedError,
  responseStatusOf,
  wasReadByComponents,
  useResourceStore,
  type ResourceEntry,
  type ResourceStore,
} from '@handyman/platform';
import { HTML_ONLY_PREFIX } from './kept-html';

// What a server render loaded travels to the browser inside the page, so hydration renders the
// same content without asking for it again. Errors travel as what the screens need of them: the
// name (NotFoundError, ...), the message and the HTTP status.

export function dehydrateError(error: unknown): DehydratedError {
  const status = responseStatusOf(error);
  return {
    name: error instanceof Error ? error.name : 'Error',
    message: error instanceof Error ? error.message : String(error),
    ...(status === undefined ? {} : { status }),
  };
}

/** An Error the error rules read as the original: same name, and the status on `response`. */
export function rehydrateError({ name, message, status }: DehydratedError): Error {
  const error = new Error(message);
  Object.defineProperty(error, 'name', { value: name });
  if (status !== undefined) Object.assign(error, { response: { status } });
  return error;
}

/**
 * The settled entries of a server render's cache that its components read (loads still running are
 * left to the browser; what only a loader read travels as its data). An HTML-only entry's data stays
 * out: its markup is kept at hydration (kept-html.ts). `alwaysKept`: keys the render was given (the
 * visitor's posted form), which the browser reads whether or not a component of the server did.
 */
export function dehydrateResources(store: ResourceStore, alwaysKept: readonly string[] = []): Record<string, DehydratedEntry> {
  const out: Record<string, DehydratedEntry> = {};
  for (const [key, entry] of Object.entries(store.getState().entries)) {
    if (entry.status === 'success' && key.startsWith(HTML_ONLY_PREFIX)) continue;
    if (!wasReadByComponents(store, key) && !alwaysKept.includes(key)) continue;
    if (entry.status === 'success') out[key] = { status: 'success', data: entry.data };
    else if (entry.status === 'error') out[key] = { status: 'error', error: dehydrateError(entry.error) };
  }
  return out;
}

/** Fills the browser's cache with a server render's entries, before hydration. */
export function hydrateResources(entries: Record<string, DehydratedEntry>): void {
  const restored: Record<string, ResourceEntry> = {};
  for (const [key, entry] of Object.entries(entries)) {
    restored[key] = entry.status === 'success' ? entry : { status: 'error', error: rehydrateError(entry.error) };
  }
  useResourceStore.setState((state) => ({ entries: { ...state.entries, ...restored } }));
}
