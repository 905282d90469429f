import type { Banner, ZipFormContent } from '@handyman/contracts';
import { MediaImage, RichText } from '@handyman/platform/ui';
import { ZipLookupForm } from '@handyman/offices';
import styles from './HomePage.module.css';

interface HomeHeroProps {
  banner: Banner;
  findAnOffice: ZipFormContent;
}

/** The home page's first screen: the banner's promise and the way to a local office by ZIP. */
export function HomeHero({ banner, findAnOffice }: HomeHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="home-heading">
      {/* The largest paint of the page: fetched first, at the size content gives it. */}
      <MediaImage className={styles.heroImage} image={banner.BackgroundImage} priority />
      <div className={`container ${styles.heroInner}`}>
        <div className={styles.heroText}>
          <h1 id="home-heading" className={styles.heroHeading}>
            {banner.Heading?.Value}
          </h1>
          {banner.Subheading?.Value ? <RichText as="p" className={styles.heroSubheading} html={banner.Subheading.Value} /> : null}
        </div>
        <div className={styles.heroZip}>
          <ZipLookupForm content={findAnOffice} tone="dark" />
        </div>
      </div>
    </section>
  );
}

/** The hero's frame while content loads: the same size, so nothing moves when it arrives. */
export function HomeHeroPlaceholder() {
  return (
    <section className={`${styles.hero} ${styles.heroLoading}`} aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading
      </span>
    </section>
  );
}
