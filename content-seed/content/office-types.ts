// The shape of one office's data file (data/offices/<slug>.json): the single source for its home
// page, sub-pages, reviews file and images. offices.ts reads and checks the files.
//
// hours: weekday range plus optional per-day overrides; 'appt' = by appointment, 'closed'.
// team[].look and gallery[] drive the generated portraits and work photos. news, campaign and
// seasonal fill the news-and-events, campaign and seasonal-services pages.
import type { Weekday } from '@handyman/contracts';
import type { IconName } from '../lib/brand';
import type { Look } from '../lib/portraits';
import type { RegionName, SceneKind, SceneOptions } from '../lib/scenes';

/** Opening and closing time ('07:30'), by appointment only, or closed. */
export type DaySpec = [opens: string, closes: string] | 'appt' | 'closed';

/** weekdays covers Monday to Friday; a named day overrides it; the weekend is closed unless named. */
export type OfficeHours = { is247?: boolean; weekdays: DaySpec } & Partial<Record<Weekday, DaySpec>>;

export interface OfficeOffer {
  name: string;
  description: string;
  terms: string;
  icon: IconName;
}

export interface OfficeTeamMember {
  name: string;
  title: string;
  bio: string;
  look: Look;
}

export interface OfficeReview {
  stars: number;
  text: string;
  name: string;
}

/** A work photo: what it shows (scene and its options), its categories ("Kitchen|Carpentry") and caption. */
export interface GalleryItem extends SceneOptions {
  scene: SceneKind;
  cats: string;
  desc: string;
}

export interface ServiceCity {
  name: string;
  slug: string;
  /** A sentence about the city's homes for its city page. */
  note: string;
}

export interface OfficeRecord {
  slug: string;
  name: string;
  city: string;
  /** The neighbourhood the office names itself after when it is not the city, e.g. Summerlin. */
  locatedIn?: string;
  state: string;
  abbr: string;
  address: string;
  zip: string;
  phone: string;
  clientId: string;
  serviceTitanId: string;
  license: string;
  region: RegionName;
  opened: number;
  owners: string;
  owned: string[];
  allowed: string[];
  hours: OfficeHours;
  /** Pipe-separated payment types. */
  payment: string;
  ownerManagedContent?: boolean;
  intro: string;
  why: { heading: string; copy: string };
  offers: OfficeOffer[];
  team: OfficeTeamMember[];
  reviews: OfficeReview[];
  gallery: GalleryItem[];
  /** Scene of the before and after photos. */
  beforeAfter: SceneKind;
  cities: ServiceCity[];
  /** Ids of the packages the office offers. */
  packages: string[];
  news: NewsItem[];
  campaign: Campaign;
  seasonal: Seasonal[];
}

/** An office as the page builders see it: every office has its sub-pages. */
export interface Office extends OfficeRecord {
  subPages: true;
}

export interface NewsItem {
  title: string;
  /** yyyy-mm-dd */
  date: string;
  copy: string;
}

export interface Campaign {
  slug: string;
  heading: string;
  copy: string;
  /** yyyy-mm-dd the offer ends; 2027-03-31 when absent. */
  endsOn?: string;
}

/** [season, what the office recommends and books then] */
export type Seasonal = [season: string, copy: string];
