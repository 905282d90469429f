import { asArray, type FranchiseHomePage } from '@handyman/contracts';
import { franchisePlaceholderValues, replacePlaceholders, siteBaseUrl, useSiteSettings } from '@handyman/platform';
import { JsonLd } from '@handyman/platform/ui';
import { pricedOffers } from './offer-json-ld';
import { officeJsonLd } from './office-json-ld';

export interface OfficeJsonLdProps {
  home: FranchiseHomePage;
  officePath: string;
  /** A city page's city. */
  city?: string;
  /** Whether the page shows the office's offers (its home): the priced ones go in as Offers. */
  withOffers?: boolean;
}

/** The office's HomeAndConstructionBusiness data block (office home, city and campaign pages). */
export function OfficeJsonLd({ home, officePath, city, withOffers = false }: OfficeJsonLdProps) {
  const { data: settings } = useSiteSettings();
  const base = siteBaseUrl(settings);
  const control = home.FranchiseCorporateControl;
  const values = franchisePlaceholderValues(control);
  const offers = withOffers
    ? pricedOffers(asArray(control.FranchiseOwnersControl?.Offers), `${base}/${officePath.replace(/^\/+/, '')}#offers`, (text) =>
        replacePlaceholders(text, values),
      )
    : [];
  return <JsonLd data={officeJsonLd(home, base, officePath, { ...(city ? { city } : {}), offers })} testId="office-schema" />;
}
