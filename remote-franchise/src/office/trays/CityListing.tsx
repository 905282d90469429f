import { Link, useLocation } from 'react-router-dom';
import type { CityListingTray } from '@handyman/contracts';
import { usePlaceholders } from '@handyman/trays';
import { HomeSection } from '../../pages/home/sections/HomeSection';
import { cityGrids, serviceCities } from '../../pages/home/sections/areas/city-columns';
import { useOffice } from './office-context';
import styles from './OfficeTrays.module.css';

const cityPath = (url: string) => `/${url.replace(/^\/+|\/+$/g, '')}`.toLowerCase();

/** The office's service cities, each linking to its city page; on a city page, the other cities. */
export function CityListing({ tray }: { tray: CityListingTray }) {
  const office = useOffice();
  const fill = usePlaceholders();
  const here = cityPath(useLocation().pathname);
  const cities = serviceCities(office?.home.ServiceCitySEO).filter((city) => cityPath(city.CityURL) !== here);
  if (cities.length === 0) return null;
  return (
    <HomeSection id="city-listing" heading={fill(tray.Heading?.Value) || 'Cities We Serve'}>
      {cityGrids(cities).map((grid, gridIndex) => (
        <div key={gridIndex} className={styles.columns}>
          {grid.map((column, columnIndex) => (
            <ul key={columnIndex} className={styles.linkList}>
              {column.map((city) => (
                <li key={city.CityURL}>
                  <Link to={cityPath(city.CityURL)}>{city.City.Value}</Link>
                </li>
              ))}
            </ul>
          ))}
        </div>
      ))}
    </HomeSection>
  );
}
