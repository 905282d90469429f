import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { PageLink } from '@handyman/shared';
import { BreadcrumbJsonLd } from './BreadcrumbJsonLd';
import { breadcrumbItems, type BreadcrumbOptions } from './BreadcrumbItems';
import { useMediaQuery } from './use-media-query';
import styles from './Breadcrumb.module.css';

/** Up to this width a trail of more than two items collapses to home, an ellipsis and the last item. */
export const BREADCRUMB_COLLAPSE_QUERY = '(max-width: 768px)';

export interface BreadcrumbProps extends BreadcrumbOptions {
  /** The page's BreadcrumbNavigation.Page, home first, the page itself last. */
  pages: PageLink[] | undefined;
  className?: string;
  /** Emit BreadcrumbList structured data (pages that carry their own script turn it off). */
  structuredData?: boolean;
}

function HomeIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 3.2 2.5 11.1l1.3 1.5L5 11.6V20a1 1 0 0 0 1 1h4.5v-6h3v6H18a1 1 0 0 0 1-1v-8.4l1.2 1 1.3-1.5z" />
    </svg>
  );
}

/** Home icon, each ancestor as a link, the current page as text. */
export function Breadcrumb({ pages, className, structuredData = true, franchiseName, cityPage }: BreadcrumbProps) {
  const { pathname } = useLocation();
  const items = useMemo(() => breadcrumbItems(pages, { franchiseName, cityPage }), [pages, franchiseName, cityPage]);
  const narrow = useMediaQuery(BREADCRUMB_COLLAPSE_QUERY);
  // Expanding holds for this page only: the next page starts collapsed again.
  const [expandedAt, setExpandedAt] = useState<string | null>(null);
  const expanded = expandedAt === pathname;
  const firstRevealed = useRef<HTMLAnchorElement>(null);
  const collapsed = narrow && !expanded && items.length + 1 > 2;

  // The ellipsis button disappears when pressed; focus moves to the first item it revealed.
  useEffect(() => {
    if (expanded) firstRevealed.current?.focus();
  }, [expanded]);

  if (items.length === 0) return null;
  const shown = collapsed ? items.slice(-1) : items;
  return (
    <nav aria-label="Breadcrumb" className={[styles.breadcrumb, className].filter(Boolean).join(' ')}>
      <ol className={styles.list}>
        <li className={styles.item}>
          <Link to="/" className={styles.home} aria-label="Home">
            <HomeIcon />
          </Link>
        </li>
        {collapsed ? (
          <li className={styles.item}>
            <button type="button" className={styles.more} aria-label="Show the full breadcrumb trail" aria-expanded={false} onClick={() => setExpandedAt(pathname)}>
              …
            </button>
          </li>
        ) : null}
        {shown.map((item, index) => (
          <li className={styles.item} key={`${item.label}-${index}`}>
            {item.href ? (
              <Link to={item.href} className={styles.link} ref={index === 0 ? firstRevealed : undefined}>
                {item.label}
              </Link>
            ) : (
              <span className={styles.current} aria-current="page">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
      {structuredData ? (
        <BreadcrumbJsonLd crumbs={[{ name: 'Home', path: '/' }, ...items.map((item) => ({ name: item.label, path: item.href ?? pathname }))]} />
      ) : null}
    </nav>
  );
}
