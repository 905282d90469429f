import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PageLink } from '@handyman/shared';

export interface TrayLinkProps {
  page: PageLink | undefined;
  className?: string;
  /** Open in a new tab even when the page is on this site. */
  newTab?: boolean;
  children?: ReactNode;
}

const ABSOLUTE = /^[a-z][a-z\d+.-]*:/i;

/** Where a content link points: CustomURL for virtual links, else the site-relative URL. */
export function linkHref(page: PageLink): string {
  const url = (page.Schema === 'VirtualLink' && page.CustomURL) || page.URL || page.CustomURL || '';
  if (ABSOLUTE.test(url) || url.startsWith('//')) return url;
  return `/${url.replace(/^\/+/, '')}`;
}

export function linkText(page: PageLink): string {
  return page.Link || page.Name;
}

const WEB = /^(https?:)?\/\//i;
const CONTACT = /^(mailto|tel):/i;

/**
 * A call-to-action link from content. Site pages navigate in the app; virtual links, other sites
 * and newTab links open a new tab without access back to this page, and say so to screen readers.
 */
export function TrayLink({ page, className, newTab = false, children }: TrayLinkProps) {
  if (!page || !(page.URL || page.CustomURL)) return null;
  const href = linkHref(page);
  const label = children ?? linkText(page);
  if (CONTACT.test(href)) {
    return (
      <a className={className} href={href}>
        {label}
      </a>
    );
  }
  // Any other scheme (javascript:, data:, ...) is never linked.
  if (ABSOLUTE.test(href) && !WEB.test(href)) return null;
  if (WEB.test(href) || page.Schema === 'VirtualLink' || newTab) {
    return (
      <a className={className} href={href} target="_blank" rel="noopener noreferrer">
        {label}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link className={className} to={href}>
      {label}
    </Link>
  );
}
