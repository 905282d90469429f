import type { DetailPage, PageLink, Tray } from '@handyman/contracts';
import type { ContactSuccessHeaderProps } from '@handyman/estimate';
import { withFindAnOffice } from './with-find-an-office';

/** The corporate thanks after an estimate request, as the page draws it. */
export interface ContactSuccessView {
  heading: string | null;
  /** The page's banner (shared ContactSuccessHeader takes the content shape), or null. */
  banner: NonNullable<ContactSuccessHeaderProps['banner']> | null;
  trail: PageLink[];
  /** Rich text (sanitised by RichText), or null. */
  copy: string | null;
  /** The page's trays, a find-an-office tray always among them (shared TrayRenderer: content trays). */
  trays: Tray[];
}

export function contactSuccessView(page: DetailPage): ContactSuccessView {
  return {
    heading: page.Heading?.Value ?? null,
    banner: page.Banner ?? null,
    trail: page.BreadcrumbNavigation?.Page ?? [],
    copy: page.Copy?.Value || null,
    trays: withFindAnOffice(page.Trays),
  };
}
