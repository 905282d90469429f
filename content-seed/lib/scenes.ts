// What a picture in the content shows: its scene kind (a kitchen, a deck, a house...), the region
// of an outdoor one and, for a before-and-after pair, which of the two it is. Each kind is a crop
// of a pool photo (content/photo-plan.ts). Data files are checked against these names.

export const SCENE_KINDS = [
  'home',
  'living',
  'kitchen',
  'bathroom',
  'painting',
  'drywall',
  'flooring',
  'doors',
  'windows',
  'carpentry',
  'electrical',
  'plumbing',
  'safety',
  'deck',
  'fence',
  'gutters',
  'workshop',
  'neighborhood',
  'checklist',
  'shield',
  'storm',
  'notFound',
  'success',
  'team',
] as const;

export type SceneKind = (typeof SCENE_KINDS)[number];

/** The kinds the pool has a before and an after photo of (an office's before-and-after pair). */
export const BEFORE_AFTER_KINDS = ['bathroom', 'deck', 'kitchen', 'painting'] as const satisfies readonly SceneKind[];

export const REGION_NAMES = ['desert', 'sonoran', 'hillcountry', 'mountain', 'piedmont', 'southern', 'coastal'] as const;

/** Where an office is: desert and Sonoran offices get the desert house, the others a colonial or a brick one. */
export type RegionName = (typeof REGION_NAMES)[number];

/**
 * How a picture is cut and of what. Photos read `focus` (where across the pool photo the cut sits,
 * 0..1), `region` and `state`; the other fields describe the picture in the data (a sign, a
 * season, colours) and are kept for the record.
 */
export interface SceneOptions {
  focus?: number;
  region?: RegionName;
  seed?: number;
  state?: 'before' | 'after';
  palette?: Record<string, string>;
  van?: boolean;
  fence?: boolean;
  sign?: string;
  season?: 'autumn' | 'winter';
  house?: Record<string, string | boolean>;
  checks?: number;
  board?: boolean;
}
