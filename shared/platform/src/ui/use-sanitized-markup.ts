import { useEffect, useMemo, useState } from 'react';
import { hasMarkup, loadSanitizer, sanitizeHtml, sanitizerLoaded } from './sanitize';
import { useServerRender } from './use-hydrated';

export interface Markup {
  __html: string;
}

/** What an element shows for content text. */
export type SanitizedMarkup =
  | { kind: 'text' }
  /** `fromServer`: the element keeps the server's markup (hydrated without the sanitiser). */
  | { kind: 'markup'; markup: Markup; fromServer: boolean }
  /** Markup the browser must sanitise, while the sanitiser is on its way. */
  | { kind: 'pending' };

/**
 * Hydration keeps the element's server-rendered children as they are: React neither compares nor
 * sets inner HTML when it hydrates, and it changes it later only when the value changes.
 */
const SERVER_MARKUP: Markup = { __html: '' };

/**
 * The sanitised markup of content text for dangerouslySetInnerHTML. While the page hydrates, the
 * markup is the server's (sanitised there), so the browser does not fetch the sanitiser for it. A
 * render of other markup (a client navigation, a text that changed, a part the browser renders
 * itself) sanitises; in the rare case the sanitiser is not in yet (a client navigation loads it
 * beside the page's data), the element stays empty until it is.
 */
export function useSanitizedMarkup(text: string): SanitizedMarkup {
  const serverRender = useServerRender();
  // The text the server's HTML holds, when this element hydrated without the sanitiser.
  const [serverText] = useState(() => (serverRender && !sanitizerLoaded() ? text : null));
  const [, setLoaded] = useState(sanitizerLoaded);
  const markup = hasMarkup(text);
  const fromServer = markup && text === serverText;
  const waiting = markup && !fromServer && !sanitizerLoaded();
  useEffect(() => {
    if (!waiting) return undefined;
    let mounted = true;
    loadSanitizer().then(
      () => mounted && setLoaded(true),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [waiting]);
  return useMemo((): SanitizedMarkup => {
    if (!markup) return { kind: 'text' };
    if (fromServer) return { kind: 'markup', markup: SERVER_MARKUP, fromServer };
    if (waiting) return { kind: 'pending' };
    return { kind: 'markup', markup: { __html: sanitizeHtml(text) }, fromServer };
  }, [text, markup, fromServer, waiting]);
}
