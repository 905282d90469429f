import { ContentLink, resolveLink, type ContentLinkProps } from '@handyman/platform/ui';

// Content links are resolved in one place (@handyman/platform/ui content-link); the trays' names stay
// for the code that imports them from here.
export { linkHref, linkText, resolveLink } from '@handyman/platform/ui';

export type TrayLinkProps = Omit<ContentLinkProps, 'markCurrent' | 'onClick'>;

/**
 * A link from content. Site pages navigate in the app; virtual links, other sites and newTab links
 * open a new tab without access back to this page, and say so to screen readers.
 */
export function TrayLink(props: TrayLinkProps) {
  return <ContentLink {...props} />;
}

/** A content call to action: a button-styled link in its own paragraph, nothing when unusable. */
export function TrayButton({ page, className, newTab = false }: Omit<TrayLinkProps, 'children'>) {
  if (!resolveLink(page, newTab)) return null;
  return (
    <p className={className}>
      <ContentLink page={page} className="button-primary" newTab={newTab} />
    </p>
  );
}
