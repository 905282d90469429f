import { officeSchedulingUrl } from '@handyman/platform';
import { CalendarIcon } from '../icons';
import { useRecentFranchise } from './recent/use-recent-franchise';

/**
 * Request an appointment on the external scheduling page: the visitor's office's (the page's, else
 * the one last visited), or the site's when no office is known.
 */
export function AppointmentLink({ className, labelClassName, testId }: { className?: string; labelClassName?: string; testId?: string }) {
  const office = useRecentFranchise();
  return (
    <a
      className={className}
      href={office?.schedulingUrl ?? officeSchedulingUrl(null)}
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
