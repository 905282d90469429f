import type { DetailPage } from '@handyman/contracts';
import { MediaImage, RichText } from '@handyman/platform/ui';
import styles from './ContentPage.module.css';

interface ContentIntroProps {
  page: DetailPage;
  heading: string;
  /** False when the hero above already shows the heading. */
  showHeading: boolean;
}

/** The page heading and its copy, with the aside image beside it from 768 px. */
export function ContentIntro({ page, heading, showHeading }: ContentIntroProps) {
  const copy = page.Copy?.Value;
  const aside = page.AsideImage?.Value ? page.AsideImage : undefined;
  if (!showHeading && !copy && !aside) return null;
  return (
    <div className={`container ${styles.intro}`}>
      {showHeading ? <h1 className={styles.heading}>{heading}</h1> : null}
      {copy || aside ? (
        <div className={`${styles.body} ${aside ? styles.withAside : ''}`}>
          <RichText className={styles.copy} html={copy} />
          {aside ? <MediaImage className={styles.aside} image={aside} priority /> : null}
        </div>
      ) : null}
    </div>
  );
}
