import fs from 'node:fs';
import path from 'node:path';
import { FIXTURE_SEED } from './app-kit';
import { seedWith } from './seed-kit';

// The scheduling page's tests: a fixture office with opening hours (the fixture seed gives none),
// so its booking form has days and windows to offer.

const day = (start: string, end: string, closed = 'false', byAppointment = 'false') => ({
  StartTime: { Value: start },
  EndTime: { Value: end },
  Closed: { Value: closed },
  ByAppointment: { Value: byAppointment },
});
const weekday = day('07:30', '17:00');

/** Weekdays 7:30-17:00, Friday 8:00-12:00, Saturday by appointment, Sunday closed. */
export const OFFICE_HOURS = {
  Operates247: { Value: 'false' },
  Monday: weekday,
  Tuesday: weekday,
  Wednesday: weekday,
  Thursday: weekday,
  Friday: day('08:00', '12:00'),
  Saturday: day('', '', 'false', 'true'),
  Sunday: day('', '', 'true'),
};

/** A copy of the fixture seed in which the office keeps OFFICE_HOURS (the caller removes the folder). */
export function seedWithOfficeHours(slug: string): string {
  const file = path.join(FIXTURE_SEED, `pages/offices/${slug}.json`);
  const page = JSON.parse(fs.readFileSync(file, 'utf8')) as { FranchiseHomePage: { FranchiseCorporateControl: Record<string, unknown> } };
  const control = page.FranchiseHomePage.FranchiseCorporateControl;
  control.FranchiseOwnersControl = { ...(control.FranchiseOwnersControl as object), HoursOfOperations: OFFICE_HOURS };
  return seedWith({ [`offices/${slug}`]: page });
}
