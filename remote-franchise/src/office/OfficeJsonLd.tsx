import { siteBaseUrl, useSiteSettings } from '@handyman/platform';
import { type FranchiseHomePage } from '@handyman/contracts';
import { JsonLd } from '@handyman/platform/ui';
import { officeJsonLd } from './office-json-ld';

/** The office's HomeAndConstructionBusiness data block (office home, and city pages naming their city). */
export function OfficeJsonLd({ home, officePath, city }: { home: FranchiseHomePage; officePath: string; city?: string }) {
  const { data: settings } = useSiteSettings();
  return <JsonLd data={officeJsonLd(home, siteBaseUrl(settings), officePath, city)} testId="office-schema" />;
}
