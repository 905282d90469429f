import { Link } from 'react-router-dom';
import type { FranchiseHomePage } from '@handyman/contracts';
import { usePlaceholders } from '@handyman/trays';
import { ServicesMap } from '../../../../office/map/ServicesMap';
import { HomeSection } from '../HomeSection';
import { cityGrids, serviceCities } from './city-columns';
import styles from './ServiceAreas.module.css';

/** #service-areas: the office's cities, each linking to its city page, beside its service-area map. */
export function ServiceAreasSection({ home }: { home: FranchiseHomePage }) {
  const fill = usePlaceholders();
  const control = home.FranchiseCorporateControl;
  const cities = serviceCities(home.ServiceCitySEO);
  const name = control.FranchiseName?.Value ?? home.Name;
  return (
    <HomeSection
      id="service-areas"
      heading="Service Areas"
      intro={fill('{FranchiseName} serves homeowners in and around {City}, {StateAbbreviation}.')}
    >
      <div className={styles.layout}>
        <div className={styles.cities}>
          {cities.length === 0 ? <p>Call us to check whether we serve your neighborhood.</p> : null}
          {cityGrids(cities).map((grid, gridIndex) => (
            <div key={gridIndex} className={styles.grid} data-testid="city-grid">
              {grid.map((column, columnIndex) => (
                <ul key={columnIndex} className={styles.column}>
                  {column.map((city) => (
                    <li key={city.CityURL}>
                      <Link to={`/${city.CityURL.replace(/^\/+/, '')}`} className={styles.city}>
                        {city.City.Value}
                      </Link>
                    </li>
                  ))}
                </ul>
              ))}
            </div>
          ))}
        </div>
        <div className={styles.map}>
          <ServicesMap url={control.ServicesMap?.Value} officeName={name} />
        </div>
      </div>
    </HomeSection>
  );
}
