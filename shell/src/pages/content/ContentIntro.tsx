import { MediaImage, RichText } from '@handyman/platform/ui';
import type { ContentView } from './content-view';
import styles from './ContentPage.module.css';

/** The page heading and its copy, with the aside image beside it from 768 px; the heading only when the hero does not show it. */
export function ContentIntro({ view }: { view: Pick<ContentView, 'heading' | 'heroCarriesHeading' | 'copy' | 'aside'> }) {
  const { copy, aside } = view;
  const showHeading = !view.heroCarriesHeading;
  if (!showHeading && !copy && !aside) return null;
  return (
    <div className={`container ${styles.intro}`}>
      {showHeading ? <h1 className={styles.heading}>{view.heading}</h1> : null}
      {copy || aside ? (
        <div className={`${styles.body} ${aside ? styles.withAside : ''}`}>
          <RichText className={styles.copy} html={copy ?? undefined} />
          {aside ? (
            <MediaImage
              className={styles.aside}
              image={aside}
              sizes="(min-width: 768px) 380px, (min-width: 452px) 420px, calc(100vw - 32px)"
              priority
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
