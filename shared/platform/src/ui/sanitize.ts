import type DOMPurify from 'dompurify';
import type * as PurifyModule from './purify';
export { hasMarkup, hasVisibleText } from './sanitize-rules';

// HTML from content is sanitised by DOMPurify (purify.ts), which the browser fetches only when it
// first has to sanitise: a server-rendered page hydrates with the markup the server already
// sanitised (RichText keeps it), so the sanitiser is not on the way to a live page. A client
// navigation fetches it beside the page's loader; a server loads it when it starts.

type Purify = typeof PurifyModule;

let purify: Purify | undefined;
let loading: Promise<void> | undefined;

/** Fetches the sanitiser once (again after a failed attempt); resolves when sanitizeHtml can run. */
export function loadSanitizer(): Promise<void> {
  loading ??= import(/* webpackChunkName: "sanitizer" */ './purify').then(
    (module) => {
      purify = module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** True once sanitizeHtml can run. */
export function sanitizerLoaded(): boolean {
  return purify !== undefined;
}

/** The markup with only the allowed tags and attributes left. Needs the sanitiser loaded (loadSanitizer). */
export function sanitizeHtml(html: string): string {
  if (!purify) throw new Error('The HTML sanitiser is not loaded yet: await loadSanitizer() first.');
  return purify.purifyHtml(html);
}

/** For servers: DOMPurify needs a DOM, which Node has not (the shell's server passes jsdom's window). */
export async function setSanitizerWindow(window: Parameters<typeof DOMPurify>[0]): Promise<void> {
  await loadSanitizer();
  purify!.setSanitizerWindow(window);
}
