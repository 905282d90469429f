import { telDigits } from '@handyman/platform';
import { FAILURE_TEXT, NOT_RECEIVED_TEXT, SERVICE_UNAVAILABLE_MESSAGE, UNCONFIRMED_TEXT } from './estimate-messages';
import type { SubmitFailure as Failure } from './use-send-estimate';
import styles from './EstimateForm.module.css';

export interface SubmitFailureProps {
  failure: Failure;
  /** The phone to call, as content writes it (office phone, else the national number). */
  phone: string;
  /** tel: digits of that phone, when they differ from its visible digits (vanity numbers). */
  tel?: string;
}

const TEXTS = { error: FAILURE_TEXT, 'not-received': NOT_RECEIVED_TEXT, unconfirmed: UNCONFIRMED_TEXT } as const;

/** Why the request was not sent, in red below the form; the phone is a tap-to-call link. */
export function SubmitFailure({ failure, phone, tel }: SubmitFailureProps) {
  return (
    <p className={styles.failure} role="alert">
      {failure === 'unavailable' ? (
        SERVICE_UNAVAILABLE_MESSAGE
      ) : (
        <>
          {TEXTS[failure].before}
          <a href={`tel:${tel || telDigits(phone)}`}>{phone}</a>
          {TEXTS[failure].after}
        </>
      )}
    </p>
  );
}
