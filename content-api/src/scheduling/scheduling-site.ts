import { formatPhoneDisplay, telDigits } from '@handyman/contracts/validation';
import type { ContentStore } from '../content/content-store';
import { recordOf, textOf } from '../content/read';
import type { OfficeSite } from '../offices/office-directory';

// What the scheduling page shows of the web site it stands in for: the brand's logo, name and
// national number in its header, the office's name and number once it books with one, and the
// links back to the site.

/** A phone number as the site shows it ((XXX) XXX-XXXX when it has ten digits) and its digits for tel:. */
export interface ShownPhone {
  display: string;
  tel: string;
}

export interface SchedulingSite {
  /** Base URL of the web site, for the links back to it. */
  siteUrl: string;
  brand: string;
  /** The header logo from the site settings, served by this service's media route; null without one. */
  logo: { src: string; alt: string; width: number; height: number } | null;
  /** The national number, shown wherever no office is named. */
  phone: ShownPhone;
  /** The site's 32 px icon, as the site's pages name it; null without one. */
  icon: string | null;
}

/** The office the page books with, as its header names it. */
export interface HeaderOffice {
  name: string;
  /** The office's home page on the site. */
  homeUrl: string;
  phone: ShownPhone;
}

export const shownPhone = (raw: string): ShownPhone => ({ display: formatPhoneDisplay(raw) || raw, tel: telDigits(raw) });

const dimension = (value: string, fallback: number) => (Number.parseInt(value, 10) > 0 ? Number.parseInt(value, 10) : fallback);

/** The brand's name, logo and national number from the site settings (x31), read once. */
export function schedulingSiteOf(content: ContentStore, siteUrl: string): SchedulingSite {
  const settings = recordOf(recordOf(JSON.parse(content.resource('x31')?.body ?? '{}')).SiteSettings);
  const logo = recordOf(recordOf(settings.Header).HeaderLogo);
  const logoPath = textOf(logo.Value).replace(/^\/+/, '');
  const global = recordOf(settings.GlobalSettings);
  const brand = textOf(global.BrandName) || 'our team';
  const icon = textOf(recordOf(global.FavIcon32x32).Value).replace(/^\/+/, '');
  const display = textOf(settings.TelephoneNumberDisplay);
  const main = textOf(settings.MainTelephoneNumber);
  return {
    siteUrl,
    brand,
    logo: logoPath
      ? {
          src: `/media/${logoPath}`,
          alt: textOf(logo.AlternateText) || brand,
          width: dimension(textOf(logo.Width), 280),
          height: dimension(textOf(logo.Height), 72),
        }
      : null,
    // As the site: the display text (a vanity number is shown as written), dialled by the main number's digits.
    phone: { display: display || formatPhoneDisplay(main) || main, tel: telDigits(main) || telDigits(display) },
    icon: icon ? `/media/${icon}` : null,
  };
}

export const headerOfficeOf = (office: OfficeSite, site: SchedulingSite): HeaderOffice => ({
  name: office.listing.Name,
  homeUrl: `${site.siteUrl}/${office.homePage}`,
  phone: shownPhone(office.listing.PhoneNumber),
});
