import type { CareersBrandBanner as CareersBrandBannerContent } from '@handyman/contracts';
import { MediaImage } from '@handyman/platform/ui';
import { usePlaceholders } from './placeholders';
import styles from './CareersSections.module.css';

/** The brand's careers promise on a brand-red band, with its logo. */
export function CareersBrandBanner({ tray }: { tray: CareersBrandBannerContent }) {
  const fill = usePlaceholders();
  return (
    <section className={styles.brand}>
      <div className={`container ${styles.brandInner}`}>
        <MediaImage image={tray.Logo} alt="" className={styles.brandLogo} height={56} />
        <div>
          <h2 className={styles.brandHeading}>{fill(tray.Heading?.Value)}</h2>
          {tray.Subheading?.Value ? <p className={styles.brandSub}>{fill(tray.Subheading.Value)}</p> : null}
        </div>
      </div>
    </section>
  );
}
