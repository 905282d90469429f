import { SCHEDULING_STYLE } from './scheduling-style';
import type { HeaderOffice, SchedulingSite, ShownPhone } from './scheduling-site';

// The scheduling page's frame: plain HTML, its stylesheet in the page, and at most one small
// script that only formats what is typed (the form works by posting, with or without it).

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A tel: link for a number as the site shows it. */
export function phoneLink(phone: ShownPhone): string {
  return phone.tel ? `<a href="tel:${escapeHtml(phone.tel)}">${escapeHtml(phone.display)}</a>` : escapeHtml(phone.display);
}

const PHONE_ICON =
  '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"><path fill="currentColor" d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.24 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"/></svg>';

/** The site's header: its logo back to the site, the office the page books with, and the number to call (the office's, else the national one). */
function headerHtml(site: SchedulingSite, office: HeaderOffice | null): string {
  const logo = site.logo
    ? `<img src="${escapeHtml(site.logo.src)}" alt="${escapeHtml(site.logo.alt)}" width="${site.logo.width}" height="${site.logo.height}">`
    : escapeHtml(site.brand);
  const phone = office?.phone.tel ? office.phone : site.phone;
  const who = office
    ? `<p class="office"><span>Your local office</span><a href="${escapeHtml(office.homeUrl)}">${escapeHtml(office.name)}</a></p>`
    : `<p class="office"><span>Online scheduling</span>${escapeHtml(site.brand)}</p>`;
  const call = phone.tel
    ? `<a class="call" href="tel:${escapeHtml(phone.tel)}" data-testid="scheduling-phone">${PHONE_ICON}${escapeHtml(phone.display)}<span class="visually-hidden"> Call ${escapeHtml(office?.name ?? site.brand)}</span></a>`
    : '';
  return `<header class="site"><div class="bar"><a class="brand" href="${escapeHtml(`${site.siteUrl}/`)}" aria-label="${escapeHtml(site.brand)} home">${logo}</a>${who}${call}</div></header>`;
}

/** The way back to the site: to the office's page when the page books with one, else to the site's home. */
export function backLink(site: SchedulingSite, office: HeaderOffice | null): string {
  const [href, name] = office ? [office.homeUrl, office.name] : [`${site.siteUrl}/`, site.brand];
  return `<p class="back"><a href="${escapeHtml(href)}">&#8592; Back to ${escapeHtml(name)}</a></p>`;
}

export interface FrameParts {
  title: string;
  site: SchedulingSite;
  office: HeaderOffice | null;
  body: string;
  /** An inline script (allowed by its hash in the page's CSP). */
  script?: string;
}

/** A whole scheduling page: never indexed, never framed into anything but the site. */
export function pageFrame({ title, site, office, body, script }: FrameParts): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
${site.icon ? `<link rel="icon" href="${escapeHtml(site.icon)}">` : ''}
<style>${SCHEDULING_STYLE}</style>
</head>
<body>
${headerHtml(site, office)}
<main>
${backLink(site, office)}
${body}
</main>
${script ? `<script>${script}</script>` : ''}
</body>
</html>`;
}
