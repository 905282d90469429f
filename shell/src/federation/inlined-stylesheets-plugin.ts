import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Whether the page has this stylesheet inline already: a `<style data-href>` naming the file. */
export function isInlinedStylesheet(url: string, doc: Document = document): boolean {
  return Array.from(doc.querySelectorAll('style[data-href]')).some((style) => style.getAttribute('data-href') === url);
}

/**
 * beforePreloadRemote hook: with a remote's code the federation runtime also loads the stylesheets
 * its manifest names for the module. Those the server's HTML has inline already (the rendered
 * remote's, shell/src/server/document.ts) are left out: loaded again, each was parsed a second time
 * and restyled the whole page just after hydration. Scripts and any other stylesheet load as before.
 */
export function inlinedStylesheetsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'handyman-inlined-stylesheets',
    beforePreloadRemote({ preloadOps }) {
      for (const op of preloadOps) {
        const previous = op.filter;
        op.filter = (url) => !isInlinedStylesheet(url) && (previous ? previous(url) : true);
      }
    },
  };
}
