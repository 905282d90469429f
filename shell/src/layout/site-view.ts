import { useMemo, type ComponentProps } from 'react';
import { asArray, type FooterLinkColumn, type FooterZipFormContent, type PageLink, type SiteSettings } from '@handyman/contracts';
import { useSiteSettings } from '@handyman/platform';
import type { MediaImage } from '@handyman/platform/ui';
import { visibleAlert, type VisibleAlert } from './header/alert';
import { mainMenuEntries, type MenuEntry } from './header/nav/menu-entries';

// The site settings the header and footer draw, as plain fields: the layout's one place that reads
// the settings' CMS shape (`.Value` envelopes, single objects for lists).

type Image = NonNullable<ComponentProps<typeof MediaImage>['image']>;

/** A logo as drawn: the picture with its alt text and box (sized from the start, so nothing moves). */
export interface LogoView {
  image: Image;
  alt: string;
  width: number;
  height: number;
}

export interface SiteView {
  /** False until the settings are in (or when they failed): the header then keeps its logo text hidden. */
  loaded: boolean;
  /** The brand's name, '' when settings give none. */
  brand: string;
  /** The browser's theme colour from the settings, or null for the page template's. */
  themeColor: string | null;
  headerLogo: LogoView | null;
  alert: VisibleAlert | null;
  menu: MenuEntry[];
  footer: {
    logo: LogoView | null;
    textAbovePhone: string | null;
    telephoneIcon: Image | null;
    social: PageLink[];
    /** Rich text (sanitised by RichText), or null. */
    disclaimer: string | null;
    /** The copyright line's template from content, or null for the default. */
    copyright: string | null;
    legalLinks: PageLink[];
    /** The privacy-choices link from content, or null for the default. */
    privacyChoices: PageLink | null;
    columns: FooterLinkColumn[];
    /** The footer's ZIP box words (shared ZipLookupForm takes the content shape). */
    findAnOffice: Partial<FooterZipFormContent> | undefined;
    /** On an office's pages: the parent brand and franchise opportunity links. */
    brandLinks: PageLink[];
  };
}

function logoOf(logo: Image | undefined, brand: string): LogoView | null {
  if (!logo?.Value) return null;
  return { image: logo, alt: logo.AlternateText || brand || 'Home', width: Number(logo.Width) || 280, height: Number(logo.Height) || 72 };
}

export function siteView(settings: SiteSettings | undefined): SiteView {
  const brand = settings?.GlobalSettings?.BrandName?.Value ?? '';
  const footer = settings?.Footer;
  return {
    loaded: settings !== undefined,
    brand,
    themeColor: settings?.GlobalSettings?.ThemeColor?.Value || null,
    headerLogo: logoOf(settings?.Header?.HeaderLogo, brand),
    alert: visibleAlert(settings?.Alerts),
    menu: mainMenuEntries(settings),
    footer: {
      logo: logoOf(footer?.FooterLogo, brand),
      textAbovePhone: footer?.TextAbovePhoneNumber?.Value || null,
      telephoneIcon: settings?.TelephoneIcon?.Value ? settings.TelephoneIcon : null,
      social: asArray(footer?.Social?.Page),
      disclaimer: footer?.DisclaimerNotes?.Value || null,
      copyright: footer?.Copyright?.Value ?? null,
      legalLinks: asArray(footer?.CopyrightLinks?.Page).filter((page): page is PageLink => Boolean(page)),
      privacyChoices: footer?.PrivacyChoices?.URL ? footer.PrivacyChoices : null,
      columns: asArray(footer?.FooterLinkColumns),
      findAnOffice: footer?.FindAnOffice,
      brandLinks: [footer?.ParentBrandLink, footer?.FranchiseOpportunitiesLink].filter((page): page is PageLink => Boolean(page?.Name)),
    },
  };
}

/** The site settings as the layout draws them (the same object while the settings stay the same). */
export function useSiteView(): SiteView {
  const { data: settings } = useSiteSettings();
  return useMemo(() => siteView(settings), [settings]);
}
