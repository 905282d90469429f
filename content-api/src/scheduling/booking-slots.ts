import type { OpenHours, WeekHours } from './office-hours';

/** How long an arrival window is, and how soon before its start it can still be booked. */
export const WINDOW_MINUTES = 120;
export const LEAD_MINUTES = 60;
/** How many days ahead a visit can be booked. */
export const BOOKING_DAYS = 14;

export interface ArrivalWindow {
  /** Minutes after local midnight. */
  start: number;
  end: number;
}

export interface BookingDay {
  /** YYYY-MM-DD in the office's zone. */
  date: string;
  windows: ArrivalWindow[];
}

/** Back-to-back arrival windows from opening, the last ending by closing time. */
export function windowsOf(hours: OpenHours): ArrivalWindow[] {
  const windows: ArrivalWindow[] = [];
  for (let start = hours.open; start + WINDOW_MINUTES <= hours.close; start += WINDOW_MINUTES) {
    windows.push({ start, end: start + WINDOW_MINUTES });
  }
  return windows;
}

const dayAfter = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Day of the week of a YYYY-MM-DD day, Sunday 0. */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/**
 * The days an office can be booked from today (in its zone) for BOOKING_DAYS days, each with its
 * windows still ahead (starting at least LEAD_MINUTES from now): days it takes no bookings, and
 * today once its windows have gone, are left out.
 */
export function bookingDays(hours: WeekHours, now: { date: string; minutes: number }): BookingDay[] {
  const days: BookingDay[] = [];
  for (let offset = 0; offset < BOOKING_DAYS; offset += 1) {
    const date = dayAfter(now.date, offset);
    const open = hours[weekdayOf(date)];
    if (!open) continue;
    const windows = windowsOf(open).filter((window) => offset > 0 || window.start >= now.minutes + LEAD_MINUTES);
    if (windows.length > 0) days.push({ date, windows });
  }
  return days;
}

/** A window as the form posts it: "09:30-11:30". */
export function windowValue(window: ArrivalWindow): string {
  const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return `${hhmm(window.start)}-${hhmm(window.end)}`;
}

/** "9:30 am" */
export function clockTime(minutes: number): string {
  const hour = Math.floor(minutes / 60);
  return `${hour % 12 || 12}:${String(minutes % 60).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
}

/** "9:30 am to 11:30 am" */
export const windowLabel = (window: ArrivalWindow) => `${clockTime(window.start)} to ${clockTime(window.end)}`;

/** "Tuesday, December 1" */
export function dayLabel(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' });
}
