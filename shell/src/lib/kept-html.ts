import { useEffect, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

// A long list the server renders into the page's HTML without its data in the page's JSON state:
// the browser keeps the server's markup at hydration (it never needs the data to match it), and
// loads the data only when the list renders after an in-app navigation.

/** Resource keys with this prefix are rendered into the HTML but left out of the page's JSON state. */
export const HTML_ONLY_PREFIX = 'html-only:';

/** The attribute of the element whose markup the browser keeps: "server" as sent, "taken" once hydrated. */
export const KEPT_HTML_ATTRIBUTE = 'data-kept-html';

/**
 * The server's markup of the element with this id while the browser hydrates it; null on the server
 * and in any later render (after an in-app navigation the element is rendered from its data).
 */
export function useKeptHtml(id: string): string | null {
  const [html] = useState(() => {
    if (typeof document === 'undefined') return null;
    const element = document.getElementById(id);
    return element?.getAttribute(KEPT_HTML_ATTRIBUTE) === 'server' ? element.innerHTML : null;
  });
  useEffect(() => {
    // Hydrated: a later page that renders the same id must not take this markup for its own.
    document.getElementById(id)?.setAttribute(KEPT_HTML_ATTRIBUTE, 'taken');
  }, [id]);
  return html;
}

/**
 * A click handler for kept markup: its links to pages of this site navigate in the app, as the
 * rendered links would; anything else (phone, other sites, a new tab) is left to the browser.
 */
export function useInAppLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const href = link?.getAttribute('href') ?? '';
    if (!link || link.target || !href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void navigate(href);
  };
}
