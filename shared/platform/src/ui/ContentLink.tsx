import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { PageLink } from '@handyman/contracts';
import { isCurrentPage, linkText, resolveLink } from './content-link';

export interface ContentLinkProps {
  page: PageLink | undefined;
  className?: string;
  /** Open in a new tab even when the page is on this site. */
  newTab?: boolean;
  /** Mark a link to the page shown with aria-current="page" (navigation menus). */
  markCurrent?: boolean;
  /** Replaces the link text; an accessible name must still come from it. */
  children?: ReactNode;
  onClick?: () => void;
}

/**
 * A link from content, or nothing when its address is missing or refused (resolveLink). Site pages
 * navigate in the app; virtual links, other sites and newTab links open a new tab without access
 * back to this page, and say so to screen readers.
 */
export function ContentLink({ page, className, newTab = false, markCurrent = false, children, onClick }: ContentLinkProps) {
  const { pathname } = useLocation();
  const link = resolveLink(page, newTab);
  if (!page || !link) return null;
  const label = children ?? linkText(page);
  if (link.kind === 'in-app') {
    const current = markCurrent && isCurrentPage(link.href, pathname);
    return (
      <Link className={className} to={link.href} onClick={onClick} aria-current={current ? 'page' : undefined}>
        {label}
      </Link>
    );
  }
  if (link.kind === 'contact') {
    return (
      <a className={className} href={link.href} onClick={onClick}>
        {label}
      </a>
    );
  }
  return (
    <a className={className} href={link.href} target="_blank" rel="noopener noreferrer" onClick={onClick}>
      {label}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
