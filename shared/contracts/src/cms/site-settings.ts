import type { Field, ImageField, PageLink } from './fields';

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

export interface SeoScript {
  CommentLabel?: string;
  type?: string;
  Src?: string;
  nonce?: string;
  referrerpolicy?: string;
  innerContent?: string;
  async?: 'true' | 'false';
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
