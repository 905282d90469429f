import type { CityListingTray } from '@handyman/contracts';
import { cityGrids, serviceCities } from '../../../pages/home/sections/areas/city-columns';
import { textOr, type OfficeTrayContext } from './context';

export interface CityLink {
  name: string;
  /** Root-relative, lower case, e.g. /offices/summerlin/city/the-lakes. */
  path: string;
}

export interface CityListingView {
  heading: string;
  /** Grids of columns of cities (cityGrids). */
  grids: CityLink[][][];
}

const cityPath = (url: string) => `/${url.replace(/^\/+|\/+$/g, '')}`.toLowerCase();

/** The office's service cities but the one shown; null when there are none (or no office). */
export function cityListingView(tray: CityListingTray, { fill, office, pathname }: OfficeTrayContext): CityListingView | null {
  const here = cityPath(pathname);
  const cities = serviceCities(office?.home.ServiceCitySEO)
    .map((city) => ({ name: city.City.Value, path: cityPath(city.CityURL) }))
    .filter((city) => city.path !== here);
  if (cities.length === 0) return null;
  return { heading: textOr(tray.Heading, fill, 'Cities We Serve'), grids: cityGrids(cities) };
}
