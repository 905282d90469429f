import { useId } from 'react';
import { Link } from 'react-router-dom';
import { SectionHeading } from '@handyman/trays/page';
import { MediaImage } from '@handyman/platform/base';
import type { PopularService } from './services-index-view';
import styles from './PopularServices.module.css';

/** The most popular services: a 250x150 picture and name per service, each linking to its page. */
export function PopularServices({ services }: { services: PopularService[] }) {
  const id = useId();
  if (services.length === 0) return null;
  return (
    <section className={styles.popular} aria-labelledby={id}>
      <SectionHeading id={id}>Most Popular Services</SectionHeading>
      <ul className={styles.grid}>
        {services.map((service) => (
          <li key={service.href}>
            <Link to={service.href} className={styles.card}>
              <MediaImage image={service.image} alt="" width={250} height={150} className={styles.image} />
              <span className={styles.caption}>{service.caption}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
