import type { SiteSettings } from '@handyman/contracts';

/** Used only if the site settings have no terms: the SMS consent must always be shown. */
export const FALLBACK_TERMS_TEXT =
  'By clicking Get Your Estimate, you agree to receive updates and promotional text messages at the phone number you provided. ' +
  'Consent is not a condition of purchase. Message frequency varies. Message and data rates may apply. ' +
  'Reply STOP to opt out and HELP for help. See our <a href="/resources/privacy-policy/sms-policy">SMS Policy</a>.';

/**
 * The SMS consent under the estimate form (x31 Header.FormfillTermsText): the fallback once the
 * settings are known to have none, nothing while they load.
 */
export function formTermsText(settings: SiteSettings | undefined, loading: boolean): string {
  return settings?.Header?.FormfillTermsText?.Value || (loading ? '' : FALLBACK_TERMS_TEXT);
}

/**
 * The name of the header's second page, its estimate link: on the home page a hash with that name
 * opens the estimate form like #GetEstimateLink.
 */
export function estimateLinkName(settings: SiteSettings | undefined): string | undefined {
  return settings?.Header?.Page?.[1]?.Name;
}
