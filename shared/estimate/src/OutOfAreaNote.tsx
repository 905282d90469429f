import { PhoneLink } from '@handyman/platform/ui';
import { callerOf, type OutOfAreaCall } from './out-of-area';
import styles from './OutOfAreaNote.module.css';

export interface OutOfAreaNoteProps extends OutOfAreaCall {
  /** 'form' before the request is sent, 'sent' on the thank-you. */
  when: 'form' | 'sent';
  id?: string;
  className?: string;
}

/** Says plainly that no office serves the ZIP yet, and who will call about the request. */
export function OutOfAreaNote({ zip, byOffice, phone, when, id, className }: OutOfAreaNoteProps) {
  const caller = callerOf(byOffice);
  const call = <PhoneLink phone={phone.tel} display={phone.display} />;
  return (
    <p id={id} className={[styles.note, className].filter(Boolean).join(' ')} data-testid="out-of-area">
      {when === 'form' ? (
        <>
          No local office serves ZIP {zip} yet. You can still send your request: {caller} will call you from {call}.
        </>
      ) : (
        <>
          No local office serves ZIP {zip} yet, so {caller} will call you about your request from {call}.
        </>
      )}
    </p>
  );
}
