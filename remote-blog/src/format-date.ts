import { formatLongDate } from '@handyman/platform/base';

/** "March 14, 2026" for an ISO date; the input when it is not a date. */
export function formatPostDate(iso: string): string {
  return formatLongDate(iso) || iso;
}
