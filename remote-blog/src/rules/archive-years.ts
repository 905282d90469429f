/** The first year of the blog's archive. */
export const FIRST_ARCHIVE_YEAR = 2020;

/** The sidebar's archive: every year from the current one down to 2020. */
export function archiveYears(currentYear: number): number[] {
  const years: number[] = [];
  for (let year = Math.max(currentYear, FIRST_ARCHIVE_YEAR); year >= FIRST_ARCHIVE_YEAR; year -= 1) years.push(year);
  return years;
}
