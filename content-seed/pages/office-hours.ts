// An office's opening hours, as CMS fields and as schema.org OpeningHoursSpecification.
import type { DayHours, HoursData, Weekday } from '@handyman/contracts';
import { f } from '../lib/seed-helpers';
import type { DaySpec, Office } from '../content/offices';

const DAYS: Weekday[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function day(spec: DaySpec): DayHours {
  const closed = spec === 'closed';
  const appt = spec === 'appt';
  const [start, end] = Array.isArray(spec) ? spec : ['', ''];
  return { StartTime: f(start), EndTime: f(end), Closed: f(closed ? 'true' : 'false'), ByAppointment: f(appt ? 'true' : 'false') };
}

export function hours(o: Office): HoursData {
  // Every weekday is filled in below.
  const h = { Operates247: f(o.hours.is247 ? 'true' : 'false') } as HoursData;
  for (const d of DAYS) h[d] = day(o.hours[d] ?? (DAYS.indexOf(d) < 5 ? o.hours.weekdays : 'closed'));
  return h;
}

export function hoursSpec(o: Office): object[] {
  if (o.hours.is247) return [{ '@type': 'OpeningHoursSpecification', dayOfWeek: DAYS, opens: '00:00', closes: '23:59' }];
  return DAYS.map((d) => [d, o.hours[d] ?? (DAYS.indexOf(d) < 5 ? o.hours.weekdays : 'closed')])
    .filter((entry): entry is [Weekday, [string, string]] => Array.isArray(entry[1]))
    .map(([d, [opens, closes]]) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: d, opens, closes }));
}
