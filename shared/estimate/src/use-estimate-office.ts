import { useCallback, useEffect } from 'react';
import { useResource } from '@handyman/platform';
import { estimateOfficeKey, findEstimateOffice, type MatchedOffice } from './find-estimate-office';
import { FULL_ZIP, officePathOf } from '@handyman/offices';
import { rememberEstimateOffice } from './estimate-destination';
import type { FranchiseEstimateData } from './views';

export interface EstimateOffice {
  /** Home path of the office the request goes to; null when no office is known. */
  path: string | null;
  /** That office's phone; '' when no office is known (the national number applies). */
  phone: string;
  serviceTitanId: string;
  /** A complete ZIP that no office serves. Flagged only: the form shows no message for it. */
  zipUnmatched: boolean;
}

/** Longest a submit waits for the typed ZIP's office before sending with what is known. */
export const OFFICE_WAIT_MS = 4000;

/** The typed ZIP's office when it has one; otherwise the page's office, if any. */
export function officeFor(match: MatchedOffice | null | undefined, franchise: FranchiseEstimateData | undefined): EstimateOffice {
  if (match) return { ...match, zipUnmatched: false };
  const zipUnmatched = match === null;
  if (franchise)
    return { path: officePathOf(franchise.homePath), phone: franchise.phone, serviceTitanId: franchise.serviceTitanId, zipUnmatched };
  return { path: null, phone: '', serviceTitanId: '', zipUnmatched };
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('office lookup is slow')), ms))]);

/**
 * The office serving the typed ZIP, remembered in storage once known (recentEstimateSubmissionPath,
 * locationMatch). `resolve()` waits for the lookup of the ZIP in the form right now (at most
 * OFFICE_WAIT_MS), so a request sent straight after typing the ZIP still goes to its office.
 */
export function useEstimateOffice(zip: string, franchise?: FranchiseEstimateData) {
  const complete = FULL_ZIP.test(zip);
  const { data: match } = useResource(complete ? estimateOfficeKey(zip) : null, () => findEstimateOffice(zip));

  useEffect(() => {
    if (complete && match !== undefined) rememberEstimateOffice(match?.path ?? null);
  }, [complete, match]);

  const resolve = useCallback(async (): Promise<EstimateOffice> => {
    if (!complete) return officeFor(undefined, franchise);
    try {
      return officeFor(await within(findEstimateOffice(zip), OFFICE_WAIT_MS), franchise);
    } catch {
      return officeFor(undefined, franchise); // ZIP lookup unavailable or slow: send with the page's office
    }
  }, [complete, zip, franchise]);

  return { ...officeFor(complete ? match : undefined, franchise), resolve };
}
