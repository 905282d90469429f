import { WEEKDAYS, type DayHours, type HoursData, type Weekday } from '@handyman/contracts';

// Hours of operation: every weekday, or grouped rows when the weekdays agree; 'Open 24/7' for
// offices that never close.

export interface HoursRow {
  /** 'Mon', 'Thur', 'Mon - Fri', 'Sat & Sun'. */
  label: string;
  /** The label spelled out for screen readers: 'Monday to Friday'. */
  spokenLabel: string;
  /** 'Closed', 'By appointment' or '7:30 am - 5:00 pm'. */
  hours: string;
}

export type OfficeHours = { kind: 'always-open' } | { kind: 'rows'; rows: HoursRow[] };

export const OPEN_24_7 = 'Open 24/7';
export const CLOSED = 'Closed';
export const BY_APPOINTMENT = 'By appointment';

const WORKDAYS = WEEKDAYS.slice(0, 5);
const WEEKEND = WEEKDAYS.slice(5);

/** Thursday keeps four letters (Thur), every other day three. */
export function dayAbbreviation(day: Weekday): string {
  return day.slice(0, day === 'Thursday' ? 4 : 3);
}

/** '07:30' -> '7:30 am', '17:00' -> '5:00 pm', '12:15' -> '12:15 pm'; '' when there is no hour. */
export function twelveHourTime(time: string | undefined): string {
  const match = /^\s*(\d{1,2})(?::(\d{1,2}))?/.exec(time ?? '');
  if (!match) return '';
  const hour = Number(match[1]) % 24;
  const minutes = Number(match[2] ?? '0');
  const shownMinutes = minutes <= 59 ? String(minutes).padStart(2, '0') : '00';
  return `${hour % 12 || 12}:${shownMinutes} ${hour < 12 ? 'am' : 'pm'}`;
}

function isTrue(field: { Value?: string } | undefined): boolean {
  return field?.Value?.trim().toLowerCase() === 'true';
}

/** What one day shows: 'Closed', 'By appointment' or its opening and closing times. */
export function dayHoursText(day: DayHours | undefined): string {
  if (!day || isTrue(day.Closed)) return CLOSED;
  if (isTrue(day.ByAppointment)) return BY_APPOINTMENT;
  const [start, end] = [twelveHourTime(day.StartTime?.Value), twelveHourTime(day.EndTime?.Value)];
  if (!start && !end) return CLOSED;
  return [start, end].filter(Boolean).join(' - ');
}

const dayRow = (data: HoursData, day: Weekday): HoursRow => ({
  label: dayAbbreviation(day),
  spokenLabel: day,
  hours: dayHoursText(data[day]),
});

function allSame(rows: HoursRow[]): boolean {
  return rows.every((row) => row.hours === rows[0]!.hours);
}

/**
 * The office's hours as rows. Monday to Friday collapse into 'Mon - Fri' (and the weekend into
 * 'Sat & Sun') only when every day of the group shows the same hours: grouping on equal start
 * times alone would hide a Friday that closes early or a Sunday that is closed.
 */
export function officeHours(data: HoursData | undefined): OfficeHours {
  if (!data) return { kind: 'rows', rows: [] };
  if (isTrue(data.Operates247)) return { kind: 'always-open' };
  const workdays = WORKDAYS.map((day) => dayRow(data, day));
  const weekend = WEEKEND.map((day) => dayRow(data, day));
  if (!allSame(workdays)) return { kind: 'rows', rows: [...workdays, ...weekend] };
  const grouped: HoursRow[] = [{ label: 'Mon - Fri', spokenLabel: 'Monday to Friday', hours: workdays[0]!.hours }];
  if (allSame(weekend)) grouped.push({ label: 'Sat & Sun', spokenLabel: 'Saturday and Sunday', hours: weekend[0]!.hours });
  else grouped.push(...weekend);
  return { kind: 'rows', rows: grouped };
}
