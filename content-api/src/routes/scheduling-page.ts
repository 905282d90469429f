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

/** The company's own name and number, for a visitor who comes without an office. */
export interface SchedulingFallback {
  brand: string;
  /** The national number as shown (a vanity number) and its digits for tel:. */
  phone: string;
  tel: string;
}

/**
 * The stand-in for the external online scheduling page: the office's name, phone and a way back to
 * its page; without an office, the company's number and the way to find one.
 */
export function schedulingPageHtml(office: OfficeSite | undefined, siteUrl: string, fallback: SchedulingFallback): string {
  const name = office?.listing.Name ?? fallback.brand;
  const phone = office ? office.listing.PhoneNumber : fallback.phone;
  const place = office ? [office.listing.City, office.listing.StateAbbreviation].filter(Boolean).join(', ') : '';
  const back = office
    ? { url: `${siteUrl}/${office.homePage}`, text: `Back to ${name}` }
    : { url: `${siteUrl}/offices`, text: 'Find your local office' };
  const digits = (office ? phone : fallback.tel).replace(/\D/g, '');
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
  <a class="button" href="${escapeHtml(back.url)}">${escapeHtml(back.text)}</a>
</main>
</body>
</html>`;
}
