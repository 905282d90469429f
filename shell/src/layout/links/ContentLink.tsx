import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { PageLink } from '@handyman/shared';
import { isCurrentPage, linkHref, linkKind, linkText } from './page-link';

export interface ContentLinkProps {
  page: PageLink | undefined;
  className?: string;
  /** Replaces the link text; an accessible name must still come from it. */
  children?: ReactNode;
  onClick?: () => void;
}

/**
 * A link from site settings. Site pages navigate in the app (aria-current on the page shown);
 * VirtualLinks and other sites open a new tab that cannot reach back, and say so.
 */
export function ContentLink({ page, className, children, onClick }: ContentLinkProps) {
  const { pathname } = useLocation();
  if (!page) return null;
  const kind = linkKind(page);
  if (kind === 'none') return null;
  const href = linkHref(page);
  const label = children ?? linkText(page);
  if (kind === 'site') {
    return (
      <Link className={className} to={href} onClick={onClick} aria-current={isCurrentPage(href, pathname) ? 'page' : undefined}>
        {label}
      </Link>
    );
  }
  return kind === 'contact' ? (
    <a className={className} href={href} onClick={onClick}>
      {label}
    </a>
  ) : (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer" onClick={onClick}>
      {label}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
