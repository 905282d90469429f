import { useCallback, useEffect, useRef, useState } from 'react';
import { submitEstimate } from '@handyman/platform';
import { type EstimateRequest, type EstimateResponse } from '@handyman/contracts';
import { createIdempotencyKey } from './idempotency-key';

/** After a success the button stays busy this long, covering the redirect. */
export const SUCCESS_BUSY_MS = 2000;

/**
 * Why a request was not sent: the service said so (unavailable), the browser's call failed
 * (error); for a form the site's server sent, the service did not answer in time and so took
 * nothing (not-received), or whether it arrived could not be found out (unconfirmed).
 */
export type SubmitFailure = 'unavailable' | 'error' | 'not-received' | 'unconfirmed';

/**
 * Sends the estimate request once at a time. The Idempotency-Key is made once per form and reused
 * while the same filled form is sent again (double click, retry after a failure), so the server
 * keeps one lead; a changed form gets a new key so the corrected details are not answered from the
 * first request. Resolves the answer on success, null on failure (failure then says which).
 */
export function useSendEstimate(initialFailure: SubmitFailure | null = null) {
  const [shownAt] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<SubmitFailure | null>(initialFailure);
  const sending = useRef(false);
  const key = useRef<{ value: string; body: string } | null>(null);
  const successTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(successTimer.current), []);

  const submit = useCallback(
    async (request: EstimateRequest, trap: string): Promise<EstimateResponse | null> => {
      if (sending.current) return null;
      sending.current = true;
      setBusy(true);
      setFailure(null);
      const body = JSON.stringify(request);
      if (key.current?.body !== body) key.current = { value: createIdempotencyKey(), body };
      const fail = (kind: SubmitFailure) => {
        sending.current = false;
        setBusy(false);
        setFailure(kind);
        return null;
      };
      let response: EstimateResponse;
      try {
        response = await submitEstimate(request, { idempotencyKey: key.current.value, fillMs: Date.now() - shownAt, trap });
      } catch {
        return fail('error');
      }
      if (response?.bookingSentSuccessfully !== true) return fail('unavailable');
      successTimer.current = setTimeout(() => {
        sending.current = false;
        setBusy(false);
      }, SUCCESS_BUSY_MS);
      return response;
    },
    [shownAt],
  );

  return { busy, failure, submit };
}
