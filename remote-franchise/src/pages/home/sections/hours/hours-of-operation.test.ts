import { WEEKDAYS, type DayHours, type HoursData, type Weekday } from '@handyman/contracts';
import { field } from '@handyman/testing';
import { dayAbbreviation, dayHoursText, officeHours, twelveHourTime } from './hours-of-operation';

const open = (start: string, end: string): DayHours => ({
  StartTime: field(start),
  EndTime: field(end),
  Closed: field('false'),
  ByAppointment: field('false'),
});
const closed: DayHours = { ...open('', ''), Closed: field('true') };
const byAppointment: DayHours = { ...open('', ''), ByAppointment: field('true') };

function week(days: Partial<Record<Weekday, DayHours>>, allWeek = open('07:30', '17:00'), always = 'false'): HoursData {
  const data = { Operates247: field(always) } as HoursData;
  for (const day of WEEKDAYS) data[day] = days[day] ?? allWeek;
  return data;
}

test.each([
  ['07:30', '7:30 am'],
  ['17:00', '5:00 pm'],
  ['12:00', '12:00 pm'],
  ['00:15', '12:15 am'],
  ['9', '9:00 am'],
  ['08:75', '8:00 am'],
  ['', ''],
  ['noon', ''],
])('time %j shows as %j', (time, shown) => {
  expect(twelveHourTime(time)).toBe(shown);
});

test('Thursday is abbreviated to four letters, every other day to three', () => {
  expect(WEEKDAYS.map(dayAbbreviation)).toEqual(['Mon', 'Tue', 'Wed', 'Thur', 'Fri', 'Sat', 'Sun']);
});

test('a day shows Closed, By appointment or its times; Closed wins over the others', () => {
  expect(dayHoursText(open('08:00', '16:30'))).toBe('8:00 am - 4:30 pm');
  expect(dayHoursText(closed)).toBe('Closed');
  expect(dayHoursText(byAppointment)).toBe('By appointment');
  expect(dayHoursText({ ...byAppointment, Closed: field('true') })).toBe('Closed');
  expect(dayHoursText(open('', ''))).toBe('Closed');
  expect(dayHoursText(undefined)).toBe('Closed');
});

test('equal weekdays collapse into Mon - Fri and an equal weekend into Sat & Sun', () => {
  const hours = officeHours(week({ Saturday: closed, Sunday: closed }));
  expect(hours).toEqual({
    kind: 'rows',
    rows: [
      { label: 'Mon - Fri', spokenLabel: 'Monday to Friday', hours: '7:30 am - 5:00 pm' },
      { label: 'Sat & Sun', spokenLabel: 'Saturday and Sunday', hours: 'Closed' },
    ],
  });
});

test('a weekend whose days differ keeps a row per day after Mon - Fri', () => {
  const hours = officeHours(week({ Saturday: byAppointment, Sunday: closed }));
  expect(hours.kind === 'rows' && hours.rows.map((row) => `${row.label}: ${row.hours}`)).toEqual([
    'Mon - Fri: 7:30 am - 5:00 pm',
    'Sat: By appointment',
    'Sun: Closed',
  ]);
});

test('weekdays that differ (even only in closing time) are listed one by one', () => {
  const hours = officeHours(week({ Friday: open('07:30', '15:00'), Saturday: closed, Sunday: closed }));
  expect(hours.kind === 'rows' && hours.rows.map((row) => `${row.label}: ${row.hours}`)).toEqual([
    'Mon: 7:30 am - 5:00 pm',
    'Tue: 7:30 am - 5:00 pm',
    'Wed: 7:30 am - 5:00 pm',
    'Thur: 7:30 am - 5:00 pm',
    'Fri: 7:30 am - 3:00 pm',
    'Sat: Closed',
    'Sun: Closed',
  ]);
});

test('an office that operates 24/7 is always open, whatever its day hours say', () => {
  expect(officeHours(week({ Sunday: closed }, open('07:00', '18:00'), 'true'))).toEqual({ kind: 'always-open' });
});

test('no hours data gives no rows', () => {
  expect(officeHours(undefined)).toEqual({ kind: 'rows', rows: [] });
});
