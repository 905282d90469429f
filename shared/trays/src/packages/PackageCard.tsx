import { Link } from 'react-router-dom';
import type { PackageSummary } from '@handyman/contracts';
import { MediaImage, RichText } from '@handyman/platform/ui';
import { packageCardView, type PackageCardView } from '../views/package-card';
import styles from './PackageCard.module.css';

// One card across a phone, two from 768 px (a 32 px gap), less the card's 2 px border each side.
const CARD_IMAGE_SIZES =
  '(min-width: 1300px) 578px, (min-width: 1200px) 558px, (min-width: 768px) calc((100vw - 84px) / 2), calc(100vw - 34px)';

interface CardOptions {
  headingLevel?: 2 | 3;
  /** The featured box: image beside the text from 768 px, and the package's what-you-get list. */
  featured?: boolean;
}

export interface PackageCardProps extends CardOptions {
  pkg: PackageSummary;
}

/** A package as the packages index and an office's packages show it: picture, name, intro and Learn More. */
export function PackageCardArticle({ view, headingLevel = 3, featured = false }: CardOptions & { view: PackageCardView }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { href, name } = view;
  return (
    <article className={`${styles.card} ${featured ? styles.featured : ''}`} data-testid="package-card">
      <Link to={href} className={styles.media} tabIndex={-1} aria-hidden="true">
        <MediaImage image={view.image} alt="" className={styles.image} sizes={CARD_IMAGE_SIZES} />
      </Link>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link to={href}>{name}</Link>
        </Heading>
        <RichText className={styles.intro} html={view.intro} />
        {featured && view.whatYouGet ? <RichText className={styles.gets} html={view.whatYouGet} /> : null}
        <Link to={href} className={`button-secondary ${styles.more}`}>
          {/* The words say where it leads, for search engines and screen readers alike. */}
          Learn More<span className="visually-hidden"> about {name}</span>
        </Link>
      </div>
    </article>
  );
}

/** A package card from the package's CMS summary (as the catalogue's pages hold it). */
export function PackageCard({ pkg, ...options }: PackageCardProps) {
  return <PackageCardArticle view={packageCardView(pkg)} {...options} />;
}
