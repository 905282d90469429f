import { pageOfSchema } from '../cms/pages';
import { getPage } from './get-page';

/** What the estimate form needs from an office: the number to offer and its scheduling-system id. */
export interface OfficeEstimateDetails {
  phone: string;
  serviceTitanId: string;
}

/**
 * Reads an office's phone and ServiceTitan id from its home page (GET api/page?path={office home
 * path}, FranchiseHomePage.FranchiseCorporateControl). Empty strings when the page lacks them.
 */
export async function getOfficeEstimateDetails(officeHomePath: string): Promise<OfficeEstimateDetails> {
  const envelope = await getPage(officeHomePath);
  const control = pageOfSchema(envelope.results[0], 'FranchiseHomePage')?.FranchiseCorporateControl;
  return { phone: control?.PhoneNumber?.Value ?? '', serviceTitanId: control?.ServiceTitanID?.Value ?? '' };
}
