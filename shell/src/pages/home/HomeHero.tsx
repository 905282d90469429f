import { MediaImage, RichText } from '@handyman/platform/ui';
import { ZipLookupForm } from '@handyman/offices';
import type { HomeView } from './home-view';
import styles from './HomePage.module.css';

/** The home page's first screen: the banner's promise and the way to a local office by ZIP. */
export function HomeHero({ view }: { view: Pick<HomeView, 'heading' | 'subheading' | 'image' | 'findAnOffice'> }) {
  return (
    <section className={styles.hero} aria-labelledby="home-heading">
      {/* The largest paint of the page: fetched first (and preloaded), the width of the screen. */}
      <MediaImage className={styles.heroImage} image={view.image} sizes="100vw" priority />
      <div className={`container ${styles.heroInner}`}>
        <div className={styles.heroText}>
          <h1 id="home-heading" className={styles.heroHeading}>
            {view.heading}
          </h1>
          {view.subheading ? <RichText as="p" className={styles.heroSubheading} html={view.subheading} /> : null}
        </div>
        <div className={styles.heroZip}>
          <ZipLookupForm content={view.findAnOffice} tone="dark" />
        </div>
      </div>
    </section>
  );
}
