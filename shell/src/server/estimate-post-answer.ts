import { createHash } from 'node:crypto';
import { submitEstimate, type EstimateSignals } from '@handyman/platform';
import type { EstimateRequest, EstimateResponse, EstimateStatus, PrivacyOptOut } from '@handyman/contracts';
import {
  ESTIMATE_FIELDS,
  ESTIMATE_MAX_LENGTH,
  toEstimateRequest,
  validateEstimateValues,
  type EstimateValues,
} from '@handyman/contracts/validation';
import {
  answeredOffice,
  contactSuccessPath,
  ESTIMATE_SUBMISSION_KEY,
  readEstimatePost,
  type EstimateSubmission,
  withOutOfArea,
  withPageOffice,
} from '@handyman/estimate';
import { estimateStatus } from './estimate-status';
import { fillTimeOf } from './form-stamp';
import { NO_STORE, type Answer } from './http-answer';
import { log } from './ops/logger';

// The estimate form posted without script (or before it ran): checked with the form's own rules,
// sent to the intake as the browser would send it, and answered the way the browser would go on:
// the confirmation page, or the same page again with the form showing what was typed, the
// messages beside the fields, or why the intake did not take it. Within 10 s whatever the content
// service does (POST_BUDGET), and never "not received" for a lead that was stored. The request names
// the page's office; content-api decides where it goes (the ZIP's office first), and its answer
// names the office whose confirmation page the visitor is sent to.

/**
 * How long each step may take: the post (its deadline, and then the wait for an answer committed
 * just before it, as submitEstimate waits), the status check.
 */
export const POST_BUDGET = { submitMs: 3000, graceMs: 1000, statusMs: 1000 } as const;

export interface EstimatePostDeps {
  /** Renders the page at the address with the submission in its form, under the given status; `unavailable`: its 503 screen, no content asked. */
  renderWith: (submission: EstimateSubmission, status: number, unavailable?: boolean) => Promise<Answer>;
  send?: (request: EstimateRequest, signals: EstimateSignals) => Promise<EstimateResponse>;
  status?: (idempotencyKey: string, timeoutMs: number) => Promise<EstimateStatus>;
}

/** The promise's value, or undefined when it fails or takes longer than `ms` (it is then left to finish alone). */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(resolve, ms, undefined)));
  return Promise.race([promise.catch(() => undefined), late]).finally(() => clearTimeout(timer));
}

/**
 * The same filled form sent again (a second press, a reload that posts again) carries the same key,
 * so the intake keeps one lead, as the browser's form does with its per-form key.
 */
export function postedFormKey(request: EstimateRequest, clientAddress: string): string {
  return createHash('sha256')
    .update(JSON.stringify([request, clientAddress]))
    .digest('base64url');
}

/**
 * What the answer shows again of the posted values: each at most its field's longest (the form's
 * own inputs stop there), so the answer to a padded post is never much larger than the page.
 */
export function echoOf(values: EstimateValues): EstimateValues {
  return Object.fromEntries(ESTIMATE_FIELDS.map((field) => [field, values[field].slice(0, ESTIMATE_MAX_LENGTH[field])])) as EstimateValues;
}

/** Who posted the form: their address (for the intake's rate limit) and their privacy opt-out (recorded with the lead). */
export interface PostingVisitor {
  address: string;
  privacyOptOut: PrivacyOptOut;
}

export async function estimatePostAnswer(fields: URLSearchParams, visitor: PostingVisitor, deps: EstimatePostDeps): Promise<Answer> {
  const clientAddress = visitor.address;
  const { send = submitEstimate } = deps;
  const post = readEstimatePost(fields);
  const fillMs = fillTimeOf(post.shown);
  const shown = (extra: Pick<EstimateSubmission, 'errors' | 'failure'>, status: number) =>
    deps.renderWith({ variant: post.variant, values: echoOf(post.values), ...extra }, status);

  const errors = validateEstimateValues(post.values);
  if (Object.keys(errors).length > 0) return shown({ errors }, 400);

  const zip = post.values.zip.trim().slice(0, 5);
  // The page's office goes with the request only when it is one (anything else the form could post names none).
  const request = withPageOffice({ ...toEstimateRequest(post.values, ''), privacyOptOut: visitor.privacyOptOut }, post.office);
  const idempotencyKey = postedFormKey(request, clientAddress);
  // The intake stores nothing after the deadline: a post given up on was not received.
  const deadline = Date.now() + POST_BUDGET.submitMs;
  const sent = send(request, { idempotencyKey, trap: post.trap, clientAddress, fillMs, deadline });
  sent.catch((error: unknown) => log.warn('a posted estimate request got no answer from the intake', { error }));
  let response = await within(sent, POST_BUDGET.submitMs + POST_BUDGET.graceMs);
  if (response === undefined) {
    // A lost answer may follow a commit: ask. Either way the content service is not answering
    // now, so the page comes back as its 503 screen with the form open, without asking for content.
    const status = await within((deps.status ?? estimateStatus)(idempotencyKey, POST_BUDGET.statusMs), POST_BUDGET.statusMs);
    if (status?.received !== true) {
      // Past the deadline nothing more is stored; before it, the post may still be on its way in.
      const failure = Date.now() > deadline ? 'not-received' : 'unconfirmed';
      return deps.renderWith({ variant: 'modal', values: echoOf(post.values), errors: {}, failure }, 503, true);
    }
    response = { bookingSentSuccessfully: true, leadId: status.leadId };
  }
  if (response.bookingSentSuccessfully !== true) return shown({ errors: {}, failure: 'unavailable' }, 503);
  // The office the answer names; without one (an older content service, an answer lost on the way
  // back) the page's office. A ZIP no office serves: the thank-you page says who will call instead.
  const target = answeredOffice(response, { path: request.officePath ?? null, phone: '', zipUnmatched: false });
  const location = withOutOfArea(contactSuccessPath(target.path), target.zipUnmatched ? zip : null);
  return { status: 303, headers: { Location: location, 'Cache-Control': NO_STORE }, body: '' };
}

export const submissionSeed = (submission: EstimateSubmission) => ({ [ESTIMATE_SUBMISSION_KEY]: submission });
