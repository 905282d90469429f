import { Link } from 'react-router-dom';
import { usePlaceholders } from '@handyman/trays';
import styles from './Careers.module.css';

/** #careers: the office is hiring; the way to the company's careers page. */
export function CareersSection() {
  const fill = usePlaceholders();
  return (
    <section id="careers" aria-labelledby="careers-heading" className={styles.band}>
      <div className={`container ${styles.inner}`}>
        <div>
          <h2 id="careers-heading" className={styles.heading}>
            Looking for a career in the trades?
          </h2>
          <p className={styles.copy}>
            {fill('{FranchiseName} is hiring skilled craftsmen in {City}: steady work, fair pay and a team that has your back.')}
          </p>
        </div>
        <Link to="/careers" className={`button-primary ${styles.button}`}>
          Join Our Team
        </Link>
      </div>
    </section>
  );
}
