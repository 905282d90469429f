import { useEffect } from 'react';
import { useServerRecord, type RemoteName } from '@handyman/platform';
import { CallUsLink } from '../../layout/CallUsLink';
import { markRemoteSettled } from '../../lib/hydration-marker';
import styles from './RemoteFallback.module.css';

const AREA_LABEL: Record<RemoteName, string> = {
  franchise: 'this office page',
  blog: 'the blog',
  catalog: 'our services and packages',
};

/** Stands in for a remote area that failed or is too slow; the rest of the site keeps working. */
export function RemoteFallback({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  // A server render that sends this area as its fallback answers 503 (Retry-After): the page is
  // complete for the visitor, but search engines should come back for the real content.
  const record = useServerRecord();
  useEffect(() => markRemoteSettled(remote), [remote]);
  if (record) {
    record.status = 503;
    if (!record.remoteFallbacks.includes(remote)) record.remoteFallbacks.push(remote);
  }
  return (
    <section className={styles.fallback} role="alert" data-testid={`remote-fallback-${remote}`}>
      <h1 className={styles.heading}>We couldn’t load {AREA_LABEL[remote]}</h1>
      <p>
        This part of the site is taking longer than it should. Everything else still works: you can find your local office or request a free
        estimate at any time.
      </p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Try again
      </button>
      <p className={styles.call}>
        Prefer to talk? Call <CallUsLink />
      </p>
    </section>
  );
}
