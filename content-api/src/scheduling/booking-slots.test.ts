import { bookingDays, clockTime, dayLabel, windowLabel, windowsOf } from './booking-slots';
import { weekHoursOf } from './office-hours';
import { localNow, officeZoneOf, zoneName } from './time-zone';

const day = (start: string, end: string, closed = 'false', byAppointment = 'false') => ({
  StartTime: { Value: start },
  EndTime: { Value: end },
  Closed: { Value: closed },
  ByAppointment: { Value: byAppointment },
});
const weekdays = day('07:30', '17:00');
const HOURS = {
  Operates247: { Value: 'false' },
  Monday: weekdays,
  Tuesday: weekdays,
  Wednesday: weekdays,
  Thursday: weekdays,
  Friday: weekdays,
  Saturday: day('', '', 'false', 'true'),
  Sunday: day('', '', 'true'),
};

test('arrival windows are two hours, from opening, the last ending by closing time', () => {
  expect(windowsOf({ open: 450, close: 1020 }).map(windowLabel)).toEqual([
    '7:30 am to 9:30 am',
    '9:30 am to 11:30 am',
    '11:30 am to 1:30 pm',
    '1:30 pm to 3:30 pm',
  ]);
  expect([clockTime(0), clockTime(12 * 60), clockTime(23 * 60 + 5)]).toEqual(['12:00 am', '12:00 pm', '11:05 pm']);
});

test('closed days, days by appointment only and days without times are never offered', () => {
  const hours = weekHoursOf(HOURS);
  expect(hours.map((open) => open !== null)).toEqual([false, true, true, true, true, true, false]);
  const days = bookingDays(hours, { date: '2026-11-27', minutes: 6 * 60 }); // a Friday, 6 am
  expect(days.map((item) => dayLabel(item.date))).toEqual([
    'Friday, November 27',
    'Monday, November 30',
    'Tuesday, December 1',
    'Wednesday, December 2',
    'Thursday, December 3',
    'Friday, December 4',
    'Monday, December 7',
    'Tuesday, December 8',
    'Wednesday, December 9',
    'Thursday, December 10',
  ]);
});

test('nothing in the past: today keeps only the windows starting at least an hour from now, and goes when none is left', () => {
  const hours = weekHoursOf(HOURS);
  const at = (minutes: number) => bookingDays(hours, { date: '2026-11-27', minutes })[0]!;
  expect(at(8 * 60 + 31).windows.map(windowLabel)).toEqual(['11:30 am to 1:30 pm', '1:30 pm to 3:30 pm']);
  expect(at(12 * 60 + 31).date).toBe('2026-11-30');
});

test('an office open around the clock takes daytime visits every day', () => {
  const days = bookingDays(weekHoursOf({ Operates247: { Value: 'true' } }), { date: '2026-11-27', minutes: 0 });
  expect(days).toHaveLength(14);
  expect(days[0]!.windows.map(windowLabel)[0]).toBe('8:00 am to 10:00 am');
});

test("the office's own time zone wins; else its state's, which the page then names", () => {
  expect(officeZoneOf('America/Phoenix', 'NV')).toEqual({ zone: 'America/Phoenix', source: 'office' });
  expect(officeZoneOf('', 'nv')).toEqual({ zone: 'America/Los_Angeles', source: 'state' });
  expect(officeZoneOf('Mars/Base', '')).toEqual({ zone: 'America/New_York', source: 'default' });
  const instant = Date.parse('2026-11-27T15:45:00Z');
  expect(localNow(instant, 'America/Los_Angeles')).toEqual({ date: '2026-11-27', minutes: 7 * 60 + 45 });
  expect(localNow(Date.parse('2026-11-28T02:00:00Z'), 'America/Denver')).toEqual({ date: '2026-11-27', minutes: 19 * 60 });
  expect(zoneName('America/Los_Angeles', instant)).toBe('Pacific Time');
});
