import type { Field, ImageField, OneOrMany, PageLink } from './fields';

/** A top-navigation item; Page holds its sub-pages (dropdown / slide-out sub-menu). */
export interface NavItem extends PageLink {
  Page?: PageLink[];
}

export interface MenuTab {
  ComponentName: string;
  Page: NavItem[];
}

export interface FooterLinkColumn {
  Title: string;
  Page: PageLink[];
}

/** Content of a zip lookup form (home, footer call to action, 404 hero, office pages). */
export interface ZipFormContent {
  Heading: Field;
  PlaceholderText: Field;
  TextBelowInput: Field;
  HandymanMatters: Field;
}

export interface FooterZipFormContent extends ZipFormContent {
  HeadingAlignment: Field<'CenteredTop' | 'InlineLeft'>;
  SubmitAlignment: Field<'CenteredBelow' | 'InlineRight'>;
}

export interface SeoMetaTag {
  commentlabel?: string;
  name?: string;
  httpequiv?: string;
  content?: string;
  innercontent?: string;
}

/**
 * What a tag (a Script item) is for, which decides for whom it runs: a strictly necessary tag for
 * every visitor; an analytics tag unless the visitor turned site measurement off; an advertising
 * tag never for a browser that opted out of the sale and sharing of personal information (Global
 * Privacy Control or the site's privacy choices page), and it is not even fetched there. An item
 * that names no purpose, or one not listed here, counts as advertising, the strictest.
 */
export type TagPurpose = 'strictly-necessary' | 'analytics' | 'advertising';

export interface SeoScript {
  CommentLabel?: string;
  /** What the tag is for (see TagPurpose); content that says nothing means advertising. */
  purpose?: TagPurpose;
  type?: string;
  /**
   * Where the tag's code is: an absolute http(s) URL, a site path ("/js/tag.js"), or a path in the
   * media library ("Scripts/tag.js", loaded from the media host as images are).
   */
  Src?: string;
  nonce?: string;
  referrerpolicy?: string;
  /** The tag's code; without Src, run inline. */
  innerContent?: string;
  async?: 'true' | 'false';
}

/**
 * An office's own tags (FranchiseCorporateControl.HeadScripts and FooterScripts): Script items as
 * the site settings' SEO holds them, each with its purpose. Markup in a plain `Value` (the field's
 * older form) is never run: a tag must be an item that can say what it is for.
 */
export interface OfficeScripts {
  Script?: OneOrMany<SeoScript>;
  Value?: string;
}

/** Global site settings, content key x31. The brand name is content, not code. */
export interface SiteSettings {
  Name: string;
  Header: {
    MenuTab: MenuTab[];
    /** Item 0 is the main link, item 1 the estimate link. */
    Page: PageLink[];
    HeaderLogo: ImageField;
    GetEstimateIcon: ImageField;
    BookOnlineIcon: ImageField;
    FormfillTermsText: Field;
  };
  Footer: {
    FooterLogo: ImageField;
    TextAbovePhoneNumber: Field;
    DisclaimerNotes: Field;
    FooterLinkColumns: FooterLinkColumn[];
    /** Social pages; Name is one of facebook, instagram, pinterest, twitter, linkedin. */
    Social: { Page: PageLink[] };
    /** Copyright text; "{Year}" is replaced with the current year. */
    Copyright: Field;
    CopyrightLinks: { Page: PageLink[] };
    PrivacyChoices: PageLink;
    FindAnOffice: FooterZipFormContent;
    /** Franchise footer additions: links to the parent hardware brand and franchise opportunities. */
    ParentBrandLink: PageLink;
    FranchiseOpportunitiesLink: PageLink;
  };
  Alerts: {
    DisplayAlert: Field<'True' | 'False'>;
    AlertText: Field;
    Page?: PageLink;
  };
  TelephoneIcon: ImageField;
  /** Display form of the national number, e.g. 866-FIX-MY-HOME. */
  TelephoneNumberDisplay: Field;
  /** Tel digits of the national number, e.g. 18663496946. */
  MainTelephoneNumber: Field;
  GlobalSettings: {
    BrandName: Field;
    FavIcon16x16: ImageField;
    FavIcon32x32: ImageField;
    FavIconAppleTouch: ImageField;
    ThemeColor: Field;
    BrowserTitleSuffix: Field;
    GeneralPageBackground: Field;
    /** Fixed site base for canonical links, e.g. https://www.example.com */
    CanonicalBaseURL: Field;
  };
  SEO: {
    MetaTag: SeoMetaTag[];
    Script: SeoScript[];
    NoScript: Field;
  };
}

/** GET api/x31 answers { SiteSettings }. */
export interface SiteSettingsResource {
  SiteSettings: SiteSettings;
}
