import { readEstimateForm, type EstimateErrors, type EstimateValues } from '@handyman/contracts/validation';
import type { EstimateFormVariant } from './estimate-messages';
import { HONEYPOT_NAME } from './Honeypot';
import type { SubmitFailure } from './use-send-estimate';

// Without script (or before it runs) the estimate form posts itself, as
// application/x-www-form-urlencoded, to the address of the page that shows it; the site's server
// checks it with the form's rules and sends it to the intake as the browser would. These are the
// names of what it posts beside the eight fields.

export const ESTIMATE_POST_FIELDS = {
  /** Which form of the page was sent: its variant. */
  form: 'estimate-form',
  /** The home path of the office whose page shows the form ("offices/summerlin"), when there is one. */
  office: 'estimate-office',
  /**
   * When the server rendered the form, signed by it: the start of the fill time. Every server render
   * holds it in its cache under this same name (the form stamp), and the form posts it back.
   */
  shown: 'estimate-shown',
} as const;

/** Marks a posted body as an estimate request (the server answers other posts 405). */
export const isEstimatePost = (fields: URLSearchParams) => fields.has(ESTIMATE_POST_FIELDS.form);

export interface EstimatePost {
  variant: EstimateFormVariant;
  values: EstimateValues;
  /** The honeypot field's value; people leave it empty. */
  trap: string;
  /** Office home path named by the page, "" when none (checked by the server before use). */
  office: string;
  /** The form's signed render time, "" when it has none (checked by the server before use). */
  shown: string;
}

const VARIANTS: readonly EstimateFormVariant[] = ['modal', 'page', 'new-franchise'];

/** Reads a posted estimate form: missing fields are empty, unknown variants are the page form. */
export function readEstimatePost(fields: URLSearchParams): EstimatePost {
  const values = readEstimateForm(fields);
  const variant = fields.get(ESTIMATE_POST_FIELDS.form) as EstimateFormVariant;
  return {
    variant: VARIANTS.includes(variant) ? variant : 'page',
    values,
    trap: fields.get(HONEYPOT_NAME) ?? '',
    office: (fields.get(ESTIMATE_POST_FIELDS.office) ?? '').trim(),
    shown: (fields.get(ESTIMATE_POST_FIELDS.shown) ?? '').slice(0, 200),
  };
}

/**
 * What the server's answer to a post that was not sent shows in the form it came from: what the
 * visitor typed, the messages beside the fields, or why the intake did not take it.
 */
export interface EstimateSubmission {
  variant: EstimateFormVariant;
  values: EstimateValues;
  errors: EstimateErrors;
  failure?: SubmitFailure;
}

/** Resource key under which the server's render holds the submission (and the browser hydrates it). */
export const ESTIMATE_SUBMISSION_KEY = 'estimate-submission';
