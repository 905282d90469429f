import { useBookOnlineUrl } from '@handyman/platform';
import { CalendarIcon } from '../icons';

/**
 * Request an appointment on the online scheduling page of the visitor's office (the page's, else
 * the one last visited); with no office known, the scheduling page asks for the ZIP first.
 */
export function AppointmentLink({ className, labelClassName, testId }: { className?: string; labelClassName?: string; testId?: string }) {
  return (
    <a
      className={className}
      href={useBookOnlineUrl()}
      target="_blank"
      rel="noopener noreferrer"
      title="Request an Appointment"
      data-testid={testId}
    >
      <CalendarIcon />
      <span className={labelClassName}>Request an Appointment</span>
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
