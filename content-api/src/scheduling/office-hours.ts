import { minutesOf } from '@handyman/contracts/validation';
import { recordOf, textOf } from '../content/read';

/** An office's opening on one day, in minutes after local midnight. */
export interface OpenHours {
  open: number;
  close: number;
}

/** Opening per day of the week, Sunday first (as Date#getUTCDay counts); null on a day it takes no bookings. */
export type WeekHours = readonly (OpenHours | null)[];

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** An office open around the clock takes visits in the daytime. */
export const AROUND_THE_CLOCK: OpenHours = { open: 8 * 60, close: 18 * 60 };

/**
 * The days and hours an office takes online bookings, from its HoursOfOperations: a closed day, a
 * day by appointment only (the office arranges those by phone) and a day without readable times
 * take none.
 */
export function weekHoursOf(hoursOfOperations: unknown): WeekHours {
  const hours = recordOf(hoursOfOperations);
  if (textOf(hours.Operates247) === 'true') return DAYS.map(() => AROUND_THE_CLOCK);
  return DAYS.map((name) => {
    const day = recordOf(hours[name]);
    if (textOf(day.Closed) === 'true') return null;
    const open = minutesOf(textOf(day.StartTime));
    const close = minutesOf(textOf(day.EndTime));
    return open !== undefined && close !== undefined && open < close ? { open, close } : null;
  });
}
