import type { SeoScript, SiteSettings } from '@handyman/contracts';
import { buildSiteSettings, field } from '@handyman/testing';

/** Site settings whose SEO block has three meta tags, a noscript note and `scripts`. */
export function headSettings(scripts: SeoScript[] = []): SiteSettings {
  return buildSiteSettings({
    SEO: {
      MetaTag: [
        { commentlabel: 'Site author', name: 'author', content: 'Brightwood Handyman Services' },
        { commentlabel: 'Theme', name: 'theme-color', content: '#d02030' },
        { commentlabel: 'Legacy IE', httpequiv: 'X-UA-Compatible', content: 'IE=edge' },
      ],
      Script: scripts,
      NoScript: field('<p>Call us at 866-FIX-MY-HOME.</p>'),
    },
  });
}

/** n inline scripts labelled "script 0" ... "script n-1". */
export function numberedScripts(count: number): SeoScript[] {
  return Array.from({ length: count }, (_, index) => ({
    CommentLabel: `script ${index}`,
    type: 'text/javascript',
    innerContent: `window.s${index} = true;`,
  }));
}

/** The head of the shell's index.html, as the app finds it. */
export const INDEX_HEAD =
  '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="theme-color" content="#d02030"><title>Handyman Services</title><link rel="icon" href="data:,">';
