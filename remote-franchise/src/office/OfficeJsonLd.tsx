import { siteBaseUrl, useSiteSettings, type FranchiseHomePage } from '@handyman/shared';
import { JsonLd } from '@handyman/shared/ui';
import { officeJsonLd } from './office-json-ld';

/** The office's HomeAndConstructionBusiness data block (office home and city pages). */
export function OfficeJsonLd({ home, officePath }: { home: FranchiseHomePage; officePath: string }) {
  const { data: settings } = useSiteSettings();
  return <JsonLd data={officeJsonLd(home, siteBaseUrl(settings), officePath)} />;
}
