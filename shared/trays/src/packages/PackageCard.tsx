import { Link } from 'react-router-dom';
import type { PackageSummary } from '@handyman/contracts';
import { MediaImage, RichText } from '@handyman/platform/ui';
import styles from './PackageCard.module.css';

export interface PackageCardProps {
  pkg: PackageSummary;
  headingLevel?: 2 | 3;
  /** The featured box: image beside the text from 768 px, and the package's what-you-get list. */
  featured?: boolean;
}

/** A package as the packages index and an office's packages show it: picture, name, intro and Learn More. */
export function PackageCard({ pkg, headingLevel = 3, featured = false }: PackageCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = `/${pkg.URL.replace(/^\/+/, '')}`;
  return (
    <article className={`${styles.card} ${featured ? styles.featured : ''}`} data-testid="package-card">
      <Link to={href} className={styles.media} tabIndex={-1} aria-hidden="true">
        <MediaImage image={pkg.PackageImage} alt="" className={styles.image} />
      </Link>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link to={href}>{pkg.Name}</Link>
        </Heading>
        <RichText className={styles.intro} html={pkg.PackageIntroCopy?.Value} />
        {featured && pkg.PackageWhatYouGet?.Value ? <RichText className={styles.gets} html={pkg.PackageWhatYouGet.Value} /> : null}
        <Link to={href} className={`button-secondary ${styles.more}`}>
          {/* The words say where it leads, for search engines and screen readers alike. */}
          Learn More<span className="visually-hidden"> about {pkg.Name}</span>
        </Link>
      </div>
    </article>
  );
}
