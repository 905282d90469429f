import { MediaImage } from '@handyman/platform/ui';
import type { CareersBrandBannerView } from './views/careers-brand-banner';
import styles from './CareersSections.module.css';

/** The brand's careers promise on a brand-red band, with its logo. */
export function CareersBrandBanner({ view }: { view: CareersBrandBannerView }) {
  return (
    <section className={styles.brand}>
      <div className={`container ${styles.brandInner}`}>
        <MediaImage image={view.logo} alt="" className={styles.brandLogo} height={56} />
        <div>
          <h2 className={styles.brandHeading}>{view.heading}</h2>
          {view.subheading !== undefined ? <p className={styles.brandSub}>{view.subheading}</p> : null}
        </div>
      </div>
    </section>
  );
}
