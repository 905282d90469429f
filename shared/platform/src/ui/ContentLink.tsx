import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { PageLink } from '@handyman/contracts';
import { isCurrentPage } from './content-link';
import { linkModel, type LinkModel } from './views';

interface LinkBehaviour {
  className?: string;
  /** Mark a link to the page shown with aria-current="page" (navigation menus). */
  markCurrent?: boolean;
  /** Replaces the link text; an accessible name must still come from it. */
  children?: ReactNode;
  onClick?: () => void;
}

export interface ContentLinkProps extends LinkBehaviour {
  page: PageLink | undefined;
  /** Open in a new tab even when the page is on this site. */
  newTab?: boolean;
}

export interface ContentLinkViewProps extends LinkBehaviour {
  /** The link (linkModel); nothing is rendered without one. */
  link: LinkModel | null | undefined;
}

/**
 * A link from content. Site pages navigate in the app; virtual links, other sites and newTab links
 * open a new tab without access back to this page, and say so to screen readers.
 */
export function ContentLinkView({ link, className, markCurrent = false, children, onClick }: ContentLinkViewProps) {
  const { pathname } = useLocation();
  if (!link) return null;
  const label = children ?? link.text;
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

/** ContentLinkView of a CMS page link, or nothing when its address is missing or refused (resolveLink). */
export function ContentLink({ page, newTab = false, ...rest }: ContentLinkProps) {
  return <ContentLinkView link={linkModel(page, newTab)} {...rest} />;
}
