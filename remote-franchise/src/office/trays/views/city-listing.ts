import type { CityListingTray } from '@handyman/contracts';
import { cityGrids } from '../../city-columns';
import { textOr, type OfficeTrayContext } from './context';
import { cityPath, type CityLink } from './tray-office';

export interface CityListingView {
  heading: string;
  /** Grids of columns of cities (cityGrids). */
  grids: CityLink[][][];
}

/** The office's service cities but the one shown; null when there are none (or no office). */
export function cityListingView(tray: CityListingTray, { fill, office, pathname }: OfficeTrayContext): CityListingView | null {
  const here = cityPath(pathname);
  const cities = (office?.cities ?? []).filter((city) => city.path !== here);
  if (cities.length === 0) return null;
  return { heading: textOr(tray.Heading, fill, 'Cities We Serve'), grids: cityGrids(cities) };
}
