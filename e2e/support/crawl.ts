// A crawler of the site's own links, reading the server's HTML only (what a search engine's first
// pass reads): every internal link from "/" on, each answer's status, redirect and head.

export interface CrawledPage {
  /** The site path asked for (no query or hash). */
  path: string;
  status: number;
  /** Where a redirect leads (a site path), for 3xx answers. */
  location?: string;
  html: string;
  title: string;
  description: string;
  canonical: string;
  robots: string;
  /** Meta tags by property or name (og:*, twitter:*). */
  meta: Record<string, string>;
  h1: string[];
  jsonLd: string[];
  /** Site paths this page links to. */
  links: string[];
}

/** Text as a browser reads it from HTML: the named entities HTML writers use, and numeric ones (React writes &#x27;). */
const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_entity, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_entity, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match ? decode(match[1]!) : undefined;
}

const textOf = (html: string) => decode(html.replace(/<[^>]+>/g, '')).trim();

/** The head facts and links of a page's HTML; `origin` is the address the crawl runs against. */
export function readPage(path: string, status: number, html: string, origin: string): Omit<CrawledPage, 'location'> {
  const head = /<head>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? '';
  const metas = [...head.matchAll(/<meta\s[^>]*>/gi)].map(([tag]) => tag);
  const meta: Record<string, string> = {};
  for (const tag of metas) {
    const key = attribute(tag, 'property') ?? attribute(tag, 'name');
    const content = attribute(tag, 'content');
    if (key && content !== undefined) meta[key] = content;
  }
  const links = new Set<string>();
  for (const [tag] of html.matchAll(/<a\s[^>]*>/gi)) {
    const href = attribute(tag, 'href');
    if (!href || /^(mailto|tel|javascript|data):/i.test(href) || href.startsWith('#')) continue;
    const url = new URL(href, `${origin}${path}`);
    if (url.origin === origin) links.add(url.pathname);
  }
  return {
    path,
    status,
    html,
    title: textOf(/<title>([\s\S]*?)<\/title>/i.exec(head)?.[1] ?? ''),
    description: meta.description ?? '',
    canonical: attribute(/<link rel="canonical"[^>]*>/i.exec(head)?.[0] ?? '', 'href') ?? '',
    robots: meta.robots ?? '',
    meta,
    h1: [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/gi)].map(([, inner]) => textOf(inner!)),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)].map(([, text]) => text!),
    links: [...links],
  };
}

/**
 * Every page the site's links reach from `start`, breadth first, up to `limit` pages; redirects are
 * recorded, not followed (their target is crawled as a link of its own).
 */
export async function crawl(origin: string, { start = ['/'], limit = 800 } = {}): Promise<Map<string, CrawledPage>> {
  const pages = new Map<string, CrawledPage>();
  const queue = [...start];
  const queued = new Set(queue);
  while (queue.length > 0 && pages.size < limit) {
    const batch = queue.splice(0, 6);
    const answers = await Promise.all(
      batch.map(async (path) => {
        const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
        const html = /html/.test(response.headers.get('content-type') ?? '') ? await response.text() : '';
        const location = response.headers.get('location');
        const page: CrawledPage = {
          ...readPage(path, response.status, html, origin),
          ...(location ? { location: new URL(location, `${origin}${path}`).pathname } : {}),
        };
        return page;
      }),
    );
    for (const page of answers) {
      pages.set(page.path, page);
      for (const link of [...page.links, ...(page.location ? [page.location] : [])]) {
        if (queued.has(link)) continue;
        queued.add(link);
        queue.push(link);
      }
    }
  }
  return pages;
}

/** Whether a crawled page may be indexed: a 200 without noindex whose canonical URL is its own address. */
export function isIndexable(page: CrawledPage, base: string): boolean {
  return page.status === 200 && !/noindex/i.test(page.robots) && page.canonical === `${base}${page.path}`;
}
