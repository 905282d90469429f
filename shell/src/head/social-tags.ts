import type { ShareImage } from '@handyman/platform';

/** What a link preview of a page is made from. */
export interface ShareFacts {
  title?: string;
  description?: string;
  /** The brand's name (og:site_name), from global settings. */
  siteName?: string;
  image?: ShareImage;
  ogType?: 'website' | 'article';
}

/** The site's own picture for shared links (shell/public), 1200 × 630 as link previews want it. */
export const DEFAULT_SHARE_IMAGE = { path: '/share-default.png', width: 1200, height: 630 } as const;

/** The longest description a link preview shows in full; longer ones are cut at a word. */
const PREVIEW_DESCRIPTION = 200;

function shortened(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** The image a page shares: its own when it names one, else the site's default beside the canonical URL. */
export function shareImage(head: ShareFacts, canonical: string): ShareImage {
  if (head.image) return head.image;
  const { path, width, height } = DEFAULT_SHARE_IMAGE;
  return { url: new URL(path, canonical).href, width, height, ...(head.siteName ? { alt: head.siteName } : {}) };
}

/**
 * Open Graph and Twitter card tags of a page that has a canonical address (as [property or name,
 * content] pairs): what a link shared in a message or on social media shows.
 */
export function socialTags(head: ShareFacts, canonical: string): [string, string][] {
  if (!canonical) return [];
  const image = shareImage(head, canonical);
  const tags: [string, string | undefined][] = [
    ['og:type', head.ogType ?? 'website'],
    ['og:site_name', head.siteName],
    ['og:title', head.title],
    ['og:description', head.description ? shortened(head.description, PREVIEW_DESCRIPTION) : undefined],
    ['og:url', canonical],
    ['og:image', image.url],
    ['og:image:width', image.width?.toString()],
    ['og:image:height', image.height?.toString()],
    ['og:image:alt', image.alt],
    ['twitter:card', 'summary_large_image'],
  ];
  return tags.filter((tag): tag is [string, string] => Boolean(tag[1]));
}
