// A page's head as data: what a loader returns and the shell renders (React puts <title>, <meta>
// and <link> in the document's head, on the server and in the browser alike).

export interface SitePageHead {
  /** The page's own title, without the site's suffix; {City}, {Phone}... placeholders are filled in. */
  title?: string;
  description?: string;
  /** "noindex" for a page search engines must not list. */
  robots?: string;
  /** A site path or absolute URL; the page's own address by default. */
  canonical?: string;
  /** Structured data (schema.org objects), one script each. */
  jsonLd?: readonly object[];
  /** The picture a shared link shows. */
  image?: { url: string; width?: number; height?: number; alt?: string };
  ogType?: 'website' | 'article';
  /** An RSS feed the page links to. */
  feed?: { href: string; title: string };
}
