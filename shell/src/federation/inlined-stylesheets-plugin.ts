import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The files the page has inline already: each `<style data-href>` names one. */
function inlinedStylesheets(doc: Document = document): Set<string> {
  return new Set(Array.from(doc.querySelectorAll('style[data-href]'), (style) => style.getAttribute('data-href') ?? ''));
}

const currentPage = () => (typeof document === 'undefined' ? undefined : document);

/** Whether the page has this stylesheet inline already. */
export function isInlinedStylesheet(url: string, doc: Document = document): boolean {
  return inlinedStylesheets(doc).has(url);
}

/**
 * beforePreloadRemote hook: with a remote's code the federation runtime also loads the stylesheets
 * its manifest names for the module. Those the server's HTML has inline already (the rendered
 * remote's, shell/src/server/document.ts) are left out: loaded again, each was parsed a second time
 * and restyled the whole page just after hydration. Scripts and any other stylesheet load as before.
 */
export function inlinedStylesheetsPlugin(page: () => Document | undefined = currentPage): ModuleFederationRuntimePlugin {
  return {
    name: 'handyman-inlined-stylesheets',
    beforePreloadRemote({ preloadOps }) {
      // The shell's server registers the same plugins and has no page: nothing is inline there.
      const doc = page();
      if (!doc) return;
      // Read once per preload, not once per asset the runtime asks about.
      const inlined = inlinedStylesheets(doc);
      for (const op of preloadOps) {
        const previous = op.filter;
        op.filter = (url) => !inlined.has(url) && (previous ? previous(url) : true);
      }
    },
  };
}
