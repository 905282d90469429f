import type { Appointment } from '../cms/booking';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const TIME_ZONE_MAX_LENGTH = 64;

/** True for a real calendar day written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Minutes after midnight of a 24-hour HH:MM time; undefined when it is not one. */
export function minutesOf(value: string): number | undefined {
  const match = TIME.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** True for a time zone the platform knows by its IANA name (America/Denver). */
export function isTimeZone(value: string): boolean {
  if (value === '' || value.length > TIME_ZONE_MAX_LENGTH || !/^[A-Za-z0-9_+\-/]+$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

type AppointmentResult = { ok: true; value: Appointment } | { ok: false; errors: Record<string, string> };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Checks an appointment's shape: a real day, a window of two times in order, a known time zone.
 * Whether the office is open then, and whether it is still ahead, is the intake's to check: it
 * knows the office's hours and the time.
 */
export function parseAppointment(input: unknown): AppointmentResult {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, errors: { appointment: 'appointment must be an object with date, windowStart, windowEnd and timeZone.' } };
  }
  const fields = input as Record<string, unknown>;
  const value: Appointment = {
    date: text(fields.date),
    windowStart: text(fields.windowStart),
    windowEnd: text(fields.windowEnd),
    timeZone: text(fields.timeZone),
  };
  const errors: Record<string, string> = {};
  if (!isCalendarDate(value.date)) errors['appointment.date'] = 'appointment.date must be a day written YYYY-MM-DD.';
  const start = minutesOf(value.windowStart);
  const end = minutesOf(value.windowEnd);
  if (start === undefined) errors['appointment.windowStart'] = 'appointment.windowStart must be a 24-hour time, HH:MM.';
  if (end === undefined) errors['appointment.windowEnd'] = 'appointment.windowEnd must be a 24-hour time, HH:MM.';
  else if (start !== undefined && end <= start) errors['appointment.windowEnd'] = 'appointment.windowEnd must be after windowStart.';
  if (!isTimeZone(value.timeZone)) errors['appointment.timeZone'] = 'appointment.timeZone must be an IANA time zone name.';
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}
