import type { SeoScript, SiteSettings } from '@handyman/contracts';

/** Global settings with only the parts the head uses (the rest is not read here). */
export function headSettings(scripts: SeoScript[] = []): SiteSettings {
  return {
    GlobalSettings: {
      FavIcon16x16: { Value: 'Images/Favicons/favicon-16x16.png', Width: '16', Height: '16' },
      FavIcon32x32: { Value: 'Images/Favicons/favicon-32x32.png', Width: '32', Height: '32' },
      FavIconAppleTouch: { Value: 'Images/Favicons/apple-touch-icon.png', Width: '180', Height: '180' },
      ThemeColor: { Value: '#d02030' },
      BrowserTitleSuffix: { Value: ' | Brightwood Handyman' },
      CanonicalBaseURL: { Value: 'https://www.brightwood.example' },
    },
    SEO: {
      MetaTag: [
        { commentlabel: 'Site author', name: 'author', content: 'Brightwood Handyman Services' },
        { commentlabel: 'Theme', name: 'theme-color', content: '#d02030' },
        { commentlabel: 'Legacy IE', httpequiv: 'X-UA-Compatible', content: 'IE=edge' },
      ],
      Script: scripts,
      NoScript: { Value: '<p>Call us at 866-FIX-MY-HOME.</p>' },
    },
  } as unknown as SiteSettings;
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
