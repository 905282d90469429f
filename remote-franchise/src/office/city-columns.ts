import { asArray, type ServiceCity } from '@handyman/contracts';

/** Cities in one grid (24), and where its columns break (after the 9th, 18th and 24th). */
export const CITIES_PER_GRID = 24;
export const COLUMN_BREAKS = [9, 18, 24] as const;

/**
 * The office's cities as grids of up to 24, each split into columns after the 9th, 18th and 24th
 * city; more than 24 cities start another grid.
 */
export function cityGrids<T>(cities: T[]): T[][][] {
  const grids: T[][][] = [];
  for (let start = 0; start < cities.length; start += CITIES_PER_GRID) {
    const grid = cities.slice(start, start + CITIES_PER_GRID);
    const columns = COLUMN_BREAKS.map((end, index) => grid.slice(index === 0 ? 0 : COLUMN_BREAKS[index - 1], end)).filter(
      (column) => column.length > 0,
    );
    grids.push(columns);
  }
  return grids;
}

/** The cities with a name and a page. */
export function serviceCities(list: ServiceCity[] | undefined): ServiceCity[] {
  return asArray(list).filter((city) => Boolean(city?.City?.Value && city.CityURL));
}
