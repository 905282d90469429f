import { createHash } from 'node:crypto';
import { getPage, isOfficeHomePath, submitEstimate, type EstimateSignals, type PageEnvelope } from '@handyman/platform';
import { pageOfSchema, type EstimateRequest, type EstimateResponse, type PrivacyOptOut } from '@handyman/contracts';
import { toEstimateRequest, validateEstimateValues } from '@handyman/contracts/validation';
import {
  contactSuccessPath,
  ESTIMATE_SUBMISSION_KEY,
  franchiseEstimateData,
  lookUpEstimateOffice,
  officeFor,
  readEstimatePost,
  type EstimateSubmission,
  type FranchiseEstimateData,
  type MatchedOffice,
  withOutOfArea,
} from '@handyman/estimate';
import { NO_STORE, type Answer } from './http-answer';
import { log } from './ops/logger';

// The estimate form posted without script (or before it ran): checked with the form's own rules,
// sent to the intake as the browser would send it, and answered the way the browser would go on:
// the confirmation page, or the same page again with the form showing what was typed, the
// messages beside the fields, or why the intake did not take it.

export interface EstimatePostDeps {
  /** Renders the page at the address with the submission in its form, under the given status. */
  renderWith: (submission: EstimateSubmission, status: number) => Promise<Answer>;
  lookUpOffice?: (zip: string) => Promise<MatchedOffice | null>;
  loadPage?: (path: string) => Promise<PageEnvelope>;
  send?: (request: EstimateRequest, signals: EstimateSignals) => Promise<EstimateResponse>;
}

async function pageOffice(path: string, loadPage: (path: string) => Promise<PageEnvelope>): Promise<FranchiseEstimateData | undefined> {
  if (!isOfficeHomePath(path)) return undefined; // anything else the form could post names no office
  try {
    const home = pageOfSchema((await loadPage(path)).results[0], 'FranchiseHomePage');
    return home ? franchiseEstimateData(home, path) : undefined;
  } catch {
    return undefined; // the office page is unavailable: the request goes out without its office
  }
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

/** Who posted the form: their address (for the intake's rate limit) and their privacy opt-out (recorded with the lead). */
export interface PostingVisitor {
  address: string;
  privacyOptOut: PrivacyOptOut;
}

export async function estimatePostAnswer(fields: URLSearchParams, visitor: PostingVisitor, deps: EstimatePostDeps): Promise<Answer> {
  const clientAddress = visitor.address;
  const { lookUpOffice = (zip) => lookUpEstimateOffice(zip, getPage), loadPage = getPage, send = submitEstimate } = deps;
  const post = readEstimatePost(fields);
  const shown = (extra: Pick<EstimateSubmission, 'errors' | 'failure'>, status: number) =>
    deps.renderWith({ variant: post.variant, values: post.values, ...extra }, status);

  const errors = validateEstimateValues(post.values);
  if (Object.keys(errors).length > 0) return shown({ errors }, 400);

  const zip = post.values.zip.trim().slice(0, 5);
  const [match, franchise] = await Promise.all([
    lookUpOffice(zip).catch(() => undefined), // ZIP lookup unavailable: the page's office, as in the browser
    pageOffice(post.office, loadPage),
  ]);
  const target = officeFor(match, franchise);
  const request: EstimateRequest = { ...toEstimateRequest(post.values, target.serviceTitanId), privacyOptOut: visitor.privacyOptOut };
  let response: EstimateResponse;
  try {
    response = await send(request, { idempotencyKey: postedFormKey(request, clientAddress), trap: post.trap, clientAddress });
  } catch (error) {
    log.error('a posted estimate request could not be sent', { error });
    return shown({ errors: {}, failure: 'error' }, 503);
  }
  if (response.bookingSentSuccessfully !== true) return shown({ errors: {}, failure: 'unavailable' }, 503);
  // A ZIP no office serves (the lookup answered so): the thank-you page says who will call instead.
  const location = withOutOfArea(contactSuccessPath(target.path), target.zipUnmatched ? zip : null);
  return { status: 303, headers: { Location: location, 'Cache-Control': NO_STORE }, body: '' };
}

export const submissionSeed = (submission: EstimateSubmission) => ({ [ESTIMATE_SUBMISSION_KEY]: submission });
