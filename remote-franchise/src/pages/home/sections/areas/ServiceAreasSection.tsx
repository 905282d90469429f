import { Link } from 'react-router-dom';
import { ServicesMap } from '../../../../office/map/ServicesMap';
import type { OfficeHomeView } from '../../home-view';
import { OfficeSection } from '../../../../office/section/OfficeSection';
import { cityGrids } from '../../../../office/city-columns';
import styles from './ServiceAreas.module.css';

/** #service-areas: the office's cities, each linking to its city page, beside its service-area map. */
export function ServiceAreasSection({ areas }: { areas: OfficeHomeView['areas'] }) {
  const { cities, intro, mapUrl, mapOfficeName } = areas;
  return (
    <OfficeSection id="service-areas" heading="Service Areas" intro={intro}>
      <div className={styles.layout}>
        <div className={styles.cities}>
          {cities.length === 0 ? <p>Call us to check whether we serve your neighborhood.</p> : null}
          {cityGrids(cities).map((grid, gridIndex) => (
            <div key={gridIndex} className={styles.grid} data-testid="city-grid">
              {grid.map((column, columnIndex) => (
                <ul key={columnIndex} className={styles.column}>
                  {column.map((city) => (
                    <li key={city.path}>
                      <Link to={city.path} className={styles.city}>
                        {city.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              ))}
            </div>
          ))}
        </div>
        <div className={styles.map}>
          <ServicesMap url={mapUrl ?? undefined} officeName={mapOfficeName} />
        </div>
      </div>
    </OfficeSection>
  );
}
