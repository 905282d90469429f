import type { ReactNode } from 'react';
import { useResource, useServerRecord } from '@handyman/platform';
import { KEPT_HTML_ATTRIBUTE, useInAppLinks, useKeptHtml } from '../../lib/kept-html';
import { LoadError } from './LoadError';
import styles from './OfficeFinderPage.module.css';

export interface KeptListProps<T> {
  /** The element's id: where the browser finds the server's markup at hydration. */
  id: string;
  /** An HTML-only resource key (directoryKey), so the data stays out of the page's JSON state. */
  resourceKey: string;
  load: () => Promise<T>;
  className?: string;
  children: (data: T) => ReactNode;
}

/**
 * A list rendered on the server from data the page's JSON state does not carry: the browser keeps
 * the server's markup at hydration and loads the data only when the list renders after an in-app
 * navigation. A failed load offers a retry, not a broken page.
 */
export function KeptList<T>({ id, resourceKey, load, className, children }: KeptListProps<T>) {
  const kept = useKeptHtml(id);
  const record = useServerRecord();
  const inAppLinks = useInAppLinks();
  const { data, error, reload } = useResource(kept === null ? resourceKey : null, load);
  // Only markup the server sent is marked as such: a list rendered in the browser is never kept.
  const mark = record || kept !== null ? { [KEPT_HTML_ATTRIBUTE]: 'server' } : {};
  if (kept !== null) {
    // The markup is this page's own server render, read back from the document (React escaped
    // every value in it), never content: nothing to sanitise, and RichText's pass over a long list
    // would be a long task at hydration. The links inside are the server's anchors: a click on
    // one navigates in the app, as the list's own links would.
    return <div id={id} className={className} {...mark} onClick={inAppLinks} dangerouslySetInnerHTML={{ __html: kept }} />;
  }
  if (error) {
    return <LoadError reload={reload} />;
  }
  if (data === undefined) return <div className={styles.listPlaceholder} role="status" aria-label="Loading offices" />;
  return (
    <div id={id} className={className} {...mark}>
      {children(data)}
    </div>
  );
}
