import { Link } from 'react-router-dom';
import { NATIONAL_PHONE, useResponseStatus } from '@handyman/platform';
import { PageHead } from '../../head/PageHead';
import { POPULAR_SERVICES } from './popular-services';
import styles from './ServiceUnavailablePage.module.css';

/**
 * The 503 page, shown when a service is down or a page failed to render. It needs nothing from
 * the content service: the national number and the service links are built in.
 */
export default function ServiceUnavailablePage() {
  useResponseStatus(503);

  return (
    <section className={styles.page} data-testid="service-unavailable" aria-labelledby="service-unavailable-heading">
      <PageHead head={{ title: 'We will be back soon', robots: 'noindex' }} indexable={false} />
      <div className={`container ${styles.inner}`}>
        <div className={styles.message}>
          <div className={styles.badge} aria-hidden="true">
            <svg
              viewBox="0 0 24 24"
              width="32"
              height="32"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.77-3.77a6 6 0 0 1-7.94 7.94l-6.91 6.91a2.12 2.12 0 0 1-3-3l6.91-6.91a6 6 0 0 1 7.94-7.94l-3.76 3.76z" />
            </svg>
            <span className={styles.code}>503</span>
          </div>
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
          <p className={styles.popularIntro}>While we fix things, see what our craftsmen can do for your home.</p>
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
