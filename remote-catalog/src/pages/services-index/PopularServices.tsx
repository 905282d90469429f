import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { ImageLink } from '@handyman/contracts';
import { SectionHeading } from '@handyman/trays';
import { linkHref, MediaImage } from '@handyman/platform/ui';
import styles from './PopularServices.module.css';

/** The most popular services: a 250x150 picture and name per service, each linking to its page. */
export function PopularServices({ services }: { services: ImageLink[] }) {
  const id = useId();
  const linked = services.filter((service) => service.Page?.URL);
  if (linked.length === 0) return null;
  return (
    <section className={styles.popular} aria-labelledby={id}>
      <SectionHeading id={id}>Most Popular Services</SectionHeading>
      <ul className={styles.grid}>
        {linked.map((service) => (
          <li key={service.Page!.URL}>
            <Link to={linkHref(service.Page!)} className={styles.card}>
              <MediaImage image={service.Image} alt="" width={250} height={150} className={styles.image} />
              <span className={styles.caption}>{service.Caption?.Value || service.Page!.Link || service.Page!.Name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
