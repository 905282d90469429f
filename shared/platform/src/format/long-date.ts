const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * "October 6, 2026" for an ISO date, read in UTC; '' when it is not a date. The same text as
 * `toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })`
 * without Intl: on a phone the first such call spends tens of milliseconds loading locale data
 * while the page hydrates (traced on the office home, whose blog tray dates its posts).
 */
export function formatLongDate(iso: string | undefined): string {
  const time = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(time)) return '';
  const date = new Date(time);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
