import { getRuntimeConfig } from '@handyman/platform';
import { CalendarIcon } from '../icons';

/** Request an appointment on the external scheduling page (from runtime config). */
export function AppointmentLink({ className, labelClassName, testId }: { className?: string; labelClassName?: string; testId?: string }) {
  return (
    <a
      className={className}
      href={getRuntimeConfig().schedulingUrl}
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
