import type { OfficeSite } from '../offices/office-directory';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const STYLE = `
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f5f5f4; color: #1c1917; }
  header { background: #d02030; color: #fff; padding: 1rem 1.5rem; font-weight: 700; letter-spacing: .02em; }
  main { max-width: 40rem; margin: 2.5rem auto; padding: 2rem; background: #fff; border-radius: .75rem; box-shadow: 0 4px 20px rgb(0 0 0 / .08); }
  h1 { margin-top: 0; font-size: 1.6rem; }
  .phone { font-size: 1.25rem; font-weight: 700; color: #d02030; }
  a.button { display: inline-block; margin-top: 1.5rem; padding: .75rem 1.25rem; background: #d02030; color: #fff; border-radius: .4rem; text-decoration: none; font-weight: 600; }
  a.button:focus, a.button:hover { background: #a8182a; }`;

/** The stand-in for the external online scheduling page. */
export function schedulingPageHtml(office: OfficeSite | undefined, siteUrl: string): string {
  const name = office?.listing.Name ?? 'your local office';
  const phone = office?.listing.PhoneNumber ?? '';
  const place = office ? [office.listing.City, office.listing.StateAbbreviation].filter(Boolean).join(', ') : '';
  const backUrl = office ? `${siteUrl}/${office.homePage}` : siteUrl;
  const digits = phone.replace(/\D/g, '');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Book online - ${escapeHtml(name)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>Online scheduling</header>
<main>
  <h1>Book online with ${escapeHtml(name)}</h1>
  ${place ? `<p>Serving ${escapeHtml(place)} and nearby.</p>` : ''}
  <p>Online booking opens here soon. Until then, our team is happy to find a time that suits you by phone.</p>
  ${digits ? `<p class="phone"><a href="tel:${escapeHtml(digits)}">${escapeHtml(phone)}</a></p>` : ''}
  <a class="button" href="${escapeHtml(backUrl)}">Back to ${escapeHtml(name)}</a>
</main>
</body>
</html>`;
}
