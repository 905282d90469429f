// The photo pool: the few photographs the seed keeps (content-api/media/Photos), each rendered
// from a scene. Every office, service, package and post picture is a crop of one of them
// (photo-plan.ts), so the repository holds these files only.
import type { PhotoScene } from './render';
import { bathroom } from './scenes/bathroom';
import { exterior } from './scenes/exterior';
import { kitchen } from './scenes/kitchen';
import { living } from './scenes/living';
import { workshop } from './scenes/workshop';
import { deck, fence } from './scenes/yard';

/** The pool photos' size as stored: a CMS-sized landscape photograph. */
export const POOL_SIZE = { width: 2400, height: 1600 } as const;

export interface PoolPhoto {
  id: string;
  /** What it shows, for alt text and the README. */
  title: string;
  scene: () => PhotoScene;
  /** Stored turned with this EXIF orientation, as a camera held on its side stores it. */
  orientation?: 6 | 8;
}

export const POOL: PoolPhoto[] = [
  {
    id: 'house-colonial',
    title: 'A two-storey house with the company van in the drive',
    scene: () => exterior({ style: 'colonial', van: true }),
  },
  {
    id: 'house-brick',
    title: 'A brick house from the street',
    scene: () => exterior({ style: 'brick', from: [-4, 1.6, 16], at: [0.5, 3.4, -3], fov: 46, door: '#2f4a5c' }),
  },
  { id: 'house-desert', title: 'A desert house with the company van', scene: () => exterior({ style: 'desert', van: true }) },
  {
    id: 'porch',
    title: 'A front porch and door',
    scene: () => exterior({ style: 'colonial', from: [2.4, 1.5, 7.5], at: [0, 1.6, 0], fov: 48 }),
    orientation: 6,
  },
  { id: 'kitchen', title: 'A remodelled kitchen with an island', scene: () => kitchen() },
  { id: 'kitchen-before', title: 'A dated kitchen before its remodel', scene: () => kitchen('before') },
  { id: 'bathroom', title: 'A remodelled bathroom', scene: () => bathroom() },
  { id: 'bathroom-before', title: 'A dated bathroom before its remodel', scene: () => bathroom('before') },
  { id: 'living', title: 'A living room', scene: () => living() },
  { id: 'painting', title: 'A room being repainted', scene: () => living('painting') },
  { id: 'painting-before', title: 'A room before its repaint', scene: () => living('painting', 'before') },
  { id: 'deck', title: 'A new deck', scene: () => deck() },
  { id: 'deck-before', title: 'A weathered deck before its repair', scene: () => deck('before') },
  { id: 'fence', title: 'A cedar privacy fence', scene: () => fence() },
  { id: 'workshop', title: "A carpenter's bench", scene: () => workshop(), orientation: 8 },
];

export const poolPath = (id: string): string => `Photos/${id}.jpg`;
