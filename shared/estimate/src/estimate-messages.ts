// Submission outcome texts, kept word for word (the missing space in 'wrong.Give' included): the
// tests check these exact strings.

export const SERVICE_UNAVAILABLE_MESSAGE = 'Service Unavailable. Please try again later';
export const PLEASE_WAIT = 'Please wait...';
export const DEFAULT_SUBMIT_TEXT = 'Get An Estimate';
export const NEW_FRANCHISE_SUBMIT_TEXT = 'GET YOUR ESTIMATE';
export const BLANK_SUBMIT_TEXT = 'Submit';

/** The network-failure text around the phone to call (the phone is shown as a tel link between). */
export const FAILURE_TEXT = {
  before: 'Oops! Looks like something went wrong.Give us a call at (',
  after: ") , and we'll be happy to help with your project",
} as const;

/**
 * What a form sent without script is told when the estimate service did not answer in time: the
 * service takes nothing after the site's server stopped waiting, so it was not received.
 */
export const NOT_RECEIVED_TEXT = {
  before:
    'We did not receive your request: our booking service did not answer in time. Please send it again in a few minutes, or call us at (',
  after: ').',
} as const;

/** ...and when the service could not be asked whether it arrived (a connection lost on the way back). */
export const UNCONFIRMED_TEXT = {
  before: 'We could not confirm that your request reached us. Sending it again is safe: it will not be stored twice. Or call us at (',
  after: ').',
} as const;

export type EstimateFormVariant = 'modal' | 'page' | 'new-franchise';

/** The submit button's text: busy, configured ('' configured means 'Submit'), or the variant's default. */
export function submitButtonText(variant: EstimateFormVariant, submitText: string | undefined, busy: boolean): string {
  if (busy) return PLEASE_WAIT;
  if (submitText !== undefined) return submitText.trim() || BLANK_SUBMIT_TEXT;
  return variant === 'new-franchise' ? NEW_FRANCHISE_SUBMIT_TEXT : DEFAULT_SUBMIT_TEXT;
}
