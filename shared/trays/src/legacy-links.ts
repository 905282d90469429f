// Philanthropy copy written for the old site links to two pages under their old addresses; they
// point at today's pages instead.

export const LEGACY_LINK_TARGETS: Readonly<Record<string, string>> = {
  '/findacraftsman': '/offices',
  '/whychooseus/meettheteam': '/why-choose-us/your-team',
};

const HREF = /(\bhref\s*=\s*)(["'])(.*?)\2/gi;

/** The site path of a link to this site (absolute or root-relative), lowercased; null otherwise. */
function sitePath(href: string): string | null {
  const match = /^(?:https?:\/\/(?:www\.)?[^/]*)?(\/[^?#]*)([?#].*)?$/i.exec(href.trim());
  if (!match || (/^https?:/i.test(href) && !isOwnSite(href))) return null;
  return (
    match[1]!
      .toLowerCase()
      .replace(/\.html$/, '')
      .replace(/\/+$/, '') || '/'
  );
}

function isOwnSite(href: string): boolean {
  try {
    const host = new URL(href).hostname.replace(/^www\./, '');
    return typeof window !== 'undefined' && host === window.location.hostname.replace(/^www\./, '');
  } catch {
    return false;
  }
}

/** Rewrites the old internal links in content HTML; everything else is left as it is. */
export function rewriteLegacyLinks(html: string): string {
  return html.replace(HREF, (whole, prefix: string, quote: string, href: string) => {
    const path = sitePath(href);
    const target = path ? LEGACY_LINK_TARGETS[path] : undefined;
    return target ? `${prefix}${quote}${target}${quote}` : whole;
  });
}
