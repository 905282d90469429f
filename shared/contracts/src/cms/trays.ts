import type { Field, ImageField, PageLink } from './fields';
import type { OfficeTray } from './office-trays';
import type { ZipFormContent } from './site-settings';

// Content trays: page sections the CMS composes; the front end maps them by TrayName.

export type Alignment = 'Left' | 'Center' | 'Right';
export type YesNo = 'Yes' | 'No';

export interface BodyCopyTray {
  TrayName: 'BodyCopyTray';
  Heading?: Field;
  HeadingAlignment?: Field<Alignment>;
  Subheading?: Field;
  Copy: Field;
  AddOutline?: Field<YesNo>;
  Page?: PageLink;
}

export interface HeroWithOverlay {
  TrayName: 'HeroWithOverlay';
  BackgroundImage: ImageField;
  Heading: Field;
  Subheading?: Field;
  Page?: PageLink;
  TextBoxBackgroundColor?: Field<'Dark' | 'Light'>;
  TextBoxAlignment?: Field<'Left' | 'Right' | 'None'>;
}

export interface ImageAndCopyTray {
  TrayName: 'ImageAndCopyTray';
  Heading?: Field;
  Copy: Field;
  Image: ImageField;
  ImageAlignment?: Field<'Left' | 'Right'>;
  Background?: Field<'Gray' | 'White' | 'Gray_Gradient'>;
  AddShadow?: Field<YesNo>;
  Grid?: Field<'50-50' | '30-70'>;
  Page?: PageLink;
}

export interface AccordionItem {
  Heading: Field;
  Copy: Field;
}

export interface FAQAccordion {
  TrayName: 'FAQAccordion';
  Heading?: Field;
  AccordionItem: AccordionItem[];
}

export interface IconWithLabel {
  Icon: ImageField;
  Label: Field;
  Caption?: Field;
  /** Where the item leads (the item is a link only when it has one). */
  Page?: PageLink;
}

export interface IconWithLabelList {
  TrayName: 'IconWithLabelList';
  Heading?: Field;
  IconsPerRow?: Field<'3' | '4'>;
  Placement?: Field<'Left' | 'Top'>;
  Item: IconWithLabel[];
}

export interface ImageLink {
  Image: ImageField;
  Caption?: Field;
  Page?: PageLink;
}

export interface ImageGallery {
  TrayName: 'ImageGallery';
  Heading?: Field;
  Copy?: Field;
  ImagesPerRow?: Field<'3' | '4'>;
  ShowCaptions?: Field<YesNo>;
  FullWidth?: Field<YesNo>;
  Image: ImageLink[];
}

export interface TeamMember {
  ProfileImage: ImageField;
  Name: Field;
  Title: Field;
  Copy: Field;
}

export interface MeetTheTeam {
  TrayName: 'MeetTheTeam';
  Heading?: Field;
  TeamMember: TeamMember[];
}

export interface Testimonial {
  TrayName: 'Testimonial';
  Quote: Field;
  Attribution: Field;
  Image?: ImageField;
}

export interface Video {
  Title?: Field;
  VimeoEmbedURL: Field;
  VideoType: Field<'YouTube' | 'Vimeo'>;
}

export interface Videos {
  TrayName: 'Videos';
  Heading?: Field;
  Video: Video[];
}

export interface FindAnOfficeTray extends ZipFormContent {
  TrayName: 'FindAnOffice';
}

export interface CareersBanner {
  TrayName: 'CareersBanner';
  BackgroundImage: ImageField;
  Heading: Field;
  Subheading?: Field;
  Copy?: Field;
  Page?: PageLink;
  TextBoxBackgroundColor?: Field;
  TextBoxAlignment?: Field<'Left' | 'Right' | 'None'>;
}

export interface CareersTray {
  TrayName: 'CareersTray';
  /** Split at the question mark: the question is the heading, the rest the subheading. */
  Heading: Field;
  Page: PageLink;
}

export interface PromiseItem {
  Heading: Field;
  Copy: Field;
  Image?: ImageField;
  ImageAlignment?: Field<'Left' | 'Right'>;
}

export interface PromiseSlider {
  TrayName: 'PromiseSlider';
  Heading?: Field;
  Item: PromiseItem[];
}

export interface WhyChooseUsTray {
  TrayName: 'WhyChooseUsTray';
  IntroHeading: Field;
  WhyChooseUsIntroCopy: Field;
  SplashImage?: ImageField;
  Logo?: ImageField[];
  /** A page that says more (an office's why-choose-us page), linked below the copy. */
  Page?: PageLink;
}

export interface PhilanthropyTray {
  TrayName: 'Philanthropy';
  Copy: Field;
  AsideImage?: ImageField;
}

/** Careers culture: a background image, a light or dark text panel and videos. */
export interface CareersCulture {
  TrayName: 'CareersCulture';
  BackgroundImage: ImageField;
  Heading: Field;
  Copy?: Field;
  /** 'Dark' gives a dark panel with light text; anything else a light one. */
  TextPanel?: Field;
  Video?: Video[];
}

/** Careers community: 'Apply Now' to the job board, a testimonial with its attribution, an image. */
export interface CareersCommunity {
  TrayName: 'CareersCommunity';
  Heading: Field;
  Copy?: Field;
  Page: PageLink;
  Quote?: Field;
  Attribution?: Field;
  Image?: ImageField;
}

/** Careers brand banner: the brand's logo and promise on a brand-coloured band. */
export interface CareersBrandBanner {
  TrayName: 'CareersBrandBanner';
  Logo?: ImageField;
  Heading: Field;
  Subheading?: Field;
}

/** An office's own packages (its FranchiseOwnersControl.Packages.LocalPackages) as package cards. */
export interface FranchisePackagesTray {
  TrayName: 'FranchisePackages';
  Heading?: Field;
  Copy?: Field;
}

export type Tray =
  | FranchisePackagesTray
  | BodyCopyTray
  | HeroWithOverlay
  | ImageAndCopyTray
  | FAQAccordion
  | IconWithLabelList
  | ImageGallery
  | MeetTheTeam
  | Testimonial
  | Videos
  | FindAnOfficeTray
  | CareersBanner
  | CareersTray
  | PromiseSlider
  | WhyChooseUsTray
  | PhilanthropyTray
  | CareersCulture
  | CareersCommunity
  | CareersBrandBanner
  | OfficeTray;

export type TrayName = Tray['TrayName'];
