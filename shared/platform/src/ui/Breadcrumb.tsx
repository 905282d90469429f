import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { PageLink } from '@handyman/contracts';
import { BreadcrumbJsonLd } from './BreadcrumbJsonLd';
import { breadcrumbItems, type BreadcrumbItem, type BreadcrumbOptions } from './views';
import styles from './Breadcrumb.module.css';

/**
 * Up to this width a trail of more than two items collapses to home, an ellipsis and the last item
 * (Breadcrumb.module.css holds the same query).
 */
export const BREADCRUMB_COLLAPSE_QUERY = '(max-width: 768px)';

interface TrailDisplay {
  className?: string;
  /** Emit BreadcrumbList structured data (pages that carry their own script turn it off). */
  structuredData?: boolean;
}

export interface BreadcrumbProps extends BreadcrumbOptions, TrailDisplay {
  /** The page's BreadcrumbNavigation.Page, home first, the page itself last. */
  pages: PageLink[] | undefined;
}

export interface BreadcrumbViewProps extends TrailDisplay {
  /** The trail after the home link (breadcrumbItems): ancestors with their paths, the page itself last. */
  items: readonly BreadcrumbItem[];
}

function HomeIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 3.2 2.5 11.1l1.3 1.5L5 11.6V20a1 1 0 0 0 1 1h4.5v-6h3v6H18a1 1 0 0 0 1-1v-8.4l1.2 1 1.3-1.5z" />
    </svg>
  );
}

/**
 * Home icon, each ancestor as a link, the current page as text.
 *
 * The collapse is the stylesheet's: every item is in the HTML at every width, and up to 768 px, in a
 * browser that runs script, the ellipsis stands in place of the items between home and the current
 * page from the first paint (hydration changes nothing, so nothing moves). Without script the whole
 * trail shows and no ellipsis that could not answer.
 */
export function BreadcrumbView({ items, className, structuredData = true }: BreadcrumbViewProps) {
  const { pathname } = useLocation();
  // Expanding holds for this page only: the next page starts collapsed again.
  const [expandedAt, setExpandedAt] = useState<string | null>(null);
  const expanded = expandedAt === pathname;
  const firstRevealed = useRef<HTMLAnchorElement>(null);
  const collapsible = items.length + 1 > 2;

  // The ellipsis button disappears when pressed; focus moves to the first item it revealed.
  useEffect(() => {
    if (expanded) firstRevealed.current?.focus();
  }, [expanded]);

  if (items.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className={[styles.breadcrumb, className].filter(Boolean).join(' ')} data-expanded={expanded}>
      <ol className={styles.list}>
        <li className={styles.item}>
          <Link to="/" className={styles.home} aria-label="Home">
            <HomeIcon />
          </Link>
        </li>
        {collapsible ? (
          <li className={`${styles.item} ${styles.moreItem}`}>
            <button
              type="button"
              className={styles.more}
              aria-label="Show the full breadcrumb trail"
              aria-expanded={false}
              onClick={() => setExpandedAt(pathname)}
            >
              …
            </button>
          </li>
        ) : null}
        {items.map((item, index) => (
          <li className={index < items.length - 1 ? `${styles.item} ${styles.folded}` : styles.item} key={`${item.label}-${index}`}>
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
        <BreadcrumbJsonLd
          crumbs={[{ name: 'Home', path: '/' }, ...items.map((item) => ({ name: item.label, path: item.href ?? pathname }))]}
        />
      ) : null}
    </nav>
  );
}

/** BreadcrumbView of a page's BreadcrumbNavigation. */
export function Breadcrumb({ pages, franchiseName, cityPage, ...display }: BreadcrumbProps) {
  const items = useMemo(() => breadcrumbItems(pages, { franchiseName, cityPage }), [pages, franchiseName, cityPage]);
  return <BreadcrumbView items={items} {...display} />;
}
