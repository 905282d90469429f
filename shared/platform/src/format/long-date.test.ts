import { formatLongDate } from './long-date';

test('gives the same text as the en-US long date in UTC, for every day of a leap year and across years', () => {
  const intl = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  const start = Date.UTC(2024, 0, 1);
  for (let day = 0; day < 366; day += 1) {
    const iso = new Date(start + day * 86_400_000).toISOString();
    expect(formatLongDate(iso)).toBe(intl.format(new Date(iso)));
  }
  for (const iso of ['1999-12-31T23:59:59Z', '2026-10-06', '2030-02-28T12:00:00.000Z', '2026-03-01T00:30:00-08:00']) {
    expect(formatLongDate(iso)).toBe(intl.format(new Date(iso)));
  }
});

test('is empty for what is not a date', () => {
  expect(formatLongDate(undefined)).toBe('');
  expect(formatLongDate('')).toBe('');
  expect(formatLongDate('next Tuesday')).toBe('');
});
