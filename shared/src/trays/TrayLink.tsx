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
const WEB = /^(https?:)?\/\//i;
const CONTACT = /^(mailto|tel):/i;

/** Where a content link points: CustomURL for virtual links, else the site-relative URL. */
export function linkHref(page: PageLink): string {
  const url = (page.Schema === 'VirtualLink' && page.CustomURL) || page.URL || page.CustomURL || '';
  if (ABSOLUTE.test(url) || url.startsWith('//')) return url;
  return `/${url.replace(/^\/+/, '')}`;
}

export function linkText(page: PageLink): string {
  return page.Link || page.Name;
}

type ResolvedLink = { href: string; kind: 'contact' | 'new-tab' | 'in-app' };

/** How a content link opens, or null when it has no address or an unsafe one (javascript:, data:, ...). */
export function resolveLink(page: PageLink | undefined, newTab = false): ResolvedLink | null {
  if (!page || !(page.URL || page.CustomURL)) return null;
  const href = linkHref(page);
  if (CONTACT.test(href)) return { href, kind: 'contact' };
  if (ABSOLUTE.test(href) && !WEB.test(href)) return null;
  if (WEB.test(href) || page.Schema === 'VirtualLink' || newTab) return { href, kind: 'new-tab' };
  return { href, kind: 'in-app' };
}

/**
 * A link from content. Site pages navigate in the app; virtual links, other sites and newTab links
 * open a new tab without access back to this page, and say so to screen readers.
 */
export function TrayLink({ page, className, newTab = false, children }: TrayLinkProps) {
  const link = resolveLink(page, newTab);
  if (!page || !link) return null;
  const label = children ?? linkText(page);
  if (link.kind === 'in-app') {
    return (
      <Link className={className} to={link.href}>
        {label}
      </Link>
    );
  }
  if (link.kind === 'contact') {
    return (
      <a className={className} href={link.href}>
        {label}
      </a>
    );
  }
  return (
    <a className={className} href={link.href} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/** A content call to action: a button-styled link in its own paragraph, nothing when unusable. */
export function TrayButton({ page, className, newTab = false }: Omit<TrayLinkProps, 'children'>) {
  if (!resolveLink(page, newTab)) return null;
  return (
    <p className={className}>
      <TrayLink page={page} className="button-primary" newTab={newTab} />
    </p>
  );
}
