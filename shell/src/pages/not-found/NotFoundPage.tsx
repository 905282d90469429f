import { useLocation } from 'react-router-dom';
import { asArray, pageOfSchema, type FindAnOfficeTray } from '@handyman/contracts';
import { usePage, useResponseStatus } from '@handyman/platform';
import { MediaImage, Spinner } from '@handyman/platform/ui';
import { ZipLookupForm } from '@handyman/offices';
import { CallUsLink } from '../../layout/CallUsLink';
import { PageHead } from '../../head/PageHead';
import { useNotFoundSignals } from './use-not-found-signals';
import styles from './NotFoundPage.module.css';

export const NOT_FOUND_CONTENT_PATH = 'Resources/404';
const FALLBACK = { title: 'Page not found', heading: 'Sorry, we can’t find that page', lead: 'Let’s get you back on track' };

/**
 * The not-found page: a hero with the heading from Resources/404 (its message text is not shown),
 * a find-an-office ZIP search and the number to call. Never indexed. It works without its
 * content too: then it shows its own words.
 */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  const { data, loading } = usePage(NOT_FOUND_CONTENT_PATH);
  useNotFoundSignals(pathname);
  useResponseStatus(404);
  const page = pageOfSchema(data?.results[0], 'DetailPage');
  const hero = page?.HeroWithOverlay;
  const zipContent = asArray(page?.Trays).find((tray): tray is FindAnOfficeTray => tray.TrayName === 'FindAnOffice');

  return (
    <section className={styles.hero} data-testid="not-found" data-band="" aria-labelledby={loading ? undefined : 'not-found-heading'}>
      <PageHead head={{ title: page?.Title || FALLBACK.title, description: page?.Description, robots: 'noindex' }} indexable={false} />
      {hero?.BackgroundImage ? (
        <MediaImage className={styles.backdrop} image={hero.BackgroundImage} alt="" priority />
      ) : (
        <div className={styles.noBackdrop} />
      )}
      <div className={`container ${styles.inner}`}>
        <div className={styles.panel}>
          {loading ? (
            <Spinner />
          ) : (
            <>
              <p className={styles.code} aria-hidden="true">
                404
              </p>
              <h1 id="not-found-heading" className={styles.heading}>
                {page?.Heading?.Value || FALLBACK.heading}
              </h1>
              <p className={styles.lead}>{hero?.Heading?.Value || FALLBACK.lead}</p>
              <ZipLookupForm content={zipContent} tone="dark" className={styles.zip} />
              <p className={styles.call}>
                or call us at <CallUsLink className={styles.phone} />
              </p>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
