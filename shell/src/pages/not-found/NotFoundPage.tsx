import { useLocation } from 'react-router-dom';
import { usePage, useResponseStatus } from '@handyman/platform';
import { MediaImageView, Spinner } from '@handyman/platform/ui';
import { ZipLookupFormView } from '@handyman/offices';
import { CallUsLink } from '../../layout/CallUsLink';
import { NOT_FOUND_CONTENT_PATH } from '../../lib/shell-routes';
import { PageHead } from '../../head/PageHead';
import { useNotFoundSignals } from './use-not-found-signals';
import { notFoundView } from './not-found-view';
import styles from './NotFoundPage.module.css';

/**
 * The not-found page: a hero with the heading from Resources/404 (its message text is not shown),
 * a find-an-office ZIP search and the number to call. Never indexed. It works without its
 * content too: then it shows its own words. (An error screen, not a route: it reads its content
 * while rendering, in the render of the page that was not found.)
 */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  const { data, loading } = usePage(NOT_FOUND_CONTENT_PATH);
  useNotFoundSignals(pathname);
  useResponseStatus(404);
  const view = notFoundView(data);

  return (
    <section className={styles.hero} data-testid="not-found" data-band="" aria-labelledby={loading ? undefined : 'not-found-heading'}>
      <PageHead head={{ title: view.title, description: view.description, robots: 'noindex' }} indexable={false} />
      {view.backdrop ? (
        <MediaImageView className={styles.backdrop} image={view.backdrop} alt="" sizes="100vw" priority />
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
                {view.heading}
              </h1>
              <p className={styles.lead}>{view.lead}</p>
              <ZipLookupFormView content={view.zip} tone="dark" className={styles.zip} />
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
