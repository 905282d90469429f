import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { NATIONAL_PHONE } from '@handyman/shared';
import { addRobotsMeta, PageMeta } from '@handyman/shared/ui';
import { POPULAR_SERVICES } from './popular-services';
import styles from './ServiceUnavailablePage.module.css';

/**
 * The 503 page, shown when a service is down or a page failed to render. It needs nothing from
 * the content service: the national number and the service links are built in.
 */
export default function ServiceUnavailablePage() {
  useEffect(() => addRobotsMeta('noindex'), []);

  return (
    <section className={styles.page} data-testid="service-unavailable" aria-labelledby="service-unavailable-heading">
      <PageMeta title="We will be back soon" />
      <div className={`container ${styles.inner}`}>
        <div className={styles.message}>
          <p className={styles.code} aria-hidden="true">
            503
          </p>
          <h1 id="service-unavailable-heading" className={styles.heading}>
            Oops...
          </h1>
          <p className={styles.lead}>Something went wrong on our end. We will be back soon.</p>
          <p className={styles.call}>
            <span>Need help right away? Call us at</span>
            <a className={styles.phone} href={`tel:${NATIONAL_PHONE.tel}`} data-testid="service-unavailable-phone">
              {NATIONAL_PHONE.display}
            </a>
          </p>
        </div>
        <nav className={styles.popular} aria-labelledby="popular-services-heading">
          <h2 id="popular-services-heading" className={styles.popularHeading}>
            Most popular services
          </h2>
          <ul className={styles.services}>
            {POPULAR_SERVICES.map((service) => (
              <li key={service.name}>
                <Link className={styles.service} to={service.to}>
                  {service.name}
                  <span className={styles.arrow} aria-hidden="true">
                    →
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
