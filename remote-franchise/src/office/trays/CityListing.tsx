import { Link } from 'react-router-dom';
import { OfficeSection } from '../section/OfficeSection';
import type { CityListingView } from './views/city-listing';
import styles from './Trays.module.css';

/** The office's service cities, each linking to its city page; on a city page, the other cities. */
export function CityListing({ view }: { view: CityListingView }) {
  return (
    <OfficeSection id="city-listing" heading={view.heading}>
      {view.grids.map((grid, gridIndex) => (
        <div key={gridIndex} className={styles.columns}>
          {grid.map((column, columnIndex) => (
            <ul key={columnIndex} className={styles.linkList}>
              {column.map((city) => (
                <li key={city.path}>
                  <Link to={city.path}>{city.name}</Link>
                </li>
              ))}
            </ul>
          ))}
        </div>
      ))}
    </OfficeSection>
  );
}
