import type { FranchiseCorporateControl } from '@handyman/contracts';
import { NATIONAL_PHONE } from './national-phone';
import { formatPhoneDisplay } from '@handyman/contracts/validation';
import type { PlaceholderValues } from './placeholders';

/**
 * Values for {City}, {Phone}, {FranchiseName}, {State} and {StateAbbreviation} from an office's
 * corporate control. Without an office only {Phone} has a value: the national fallback number.
 */
export function franchisePlaceholderValues(control: FranchiseCorporateControl | null | undefined): PlaceholderValues {
  if (!control) return { Phone: NATIONAL_PHONE.display };
  const phone = control.PhoneNumber?.Value ?? '';
  return {
    City: control.City?.Value,
    Phone: formatPhoneDisplay(phone) || phone || NATIONAL_PHONE.display,
    FranchiseName: control.FranchiseName?.Value,
    State: control.State?.Value,
    StateAbbreviation: control.StateAbbreviation?.Value,
  };
}
