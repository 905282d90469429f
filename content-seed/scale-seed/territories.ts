// Real, distinct ZIP territories for generated offices: anchors drawn from the ZIP list (so states
// with more ZIPs, the populous ones, get more offices), each taking its nearest unassigned ZIPs.
import { codes } from 'zipcodes';
import type { Random } from './random';
import { US_STATES } from './us-states';

export interface Zip {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

export interface Territory {
  anchor: Zip;
  /** Nearest first; the anchor is the first. */
  zips: Zip[];
  /** Cities near the anchor other than its own, nearest first, for city pages. */
  nearbyCities: string[];
}

/** Territory size when ZIPs are plentiful; at thousands of offices there are not enough US ZIPs for this. */
export const TERRITORY_ZIPS = { min: 15, max: 40 };
/** The fewest ZIPs a territory gets (one owned, one allowed). */
const MIN_ZIPS = 2;
/** Grid cell size in degrees for the nearest-ZIP search. */
const CELL = 0.5;

export function usZips(): Zip[] {
  return Object.values(codes)
    .filter((z) => z.country === 'US' && z.state in US_STATES && Number.isFinite(z.latitude) && Number.isFinite(z.longitude))
    .map(({ zip, latitude, longitude, city, state }) => ({ zip, latitude, longitude, city, state }))
    .sort((a, b) => a.zip.localeCompare(b.zip));
}

const cellOf = (lat: number, lon: number): [number, number] => [Math.floor(lat / CELL), Math.floor(lon / CELL)];

/** Squared distance on a plane scaled by latitude: enough to rank neighbours. */
function nearness(a: Zip, b: Zip): number {
  const dLat = a.latitude - b.latitude;
  const dLon = (a.longitude - b.longitude) * Math.cos((a.latitude * Math.PI) / 180);
  return dLat * dLat + dLon * dLon;
}

class ZipGrid {
  private readonly cells = new Map<string, Zip[]>();
  constructor(zips: Zip[]) {
    for (const z of zips) {
      const key = cellOf(z.latitude, z.longitude).join();
      const cell = this.cells.get(key);
      if (cell) cell.push(z);
      else this.cells.set(key, [z]);
    }
  }

  /** The `count` nearest ZIPs to `from` that pass `keep`, nearest first. */
  nearest(from: Zip, count: number, keep: (z: Zip) => boolean): Zip[] {
    const [row, col] = cellOf(from.latitude, from.longitude);
    const found: Zip[] = [];
    // Rings of cells around the anchor; one ring more than needed so a closer ZIP across a cell edge is not missed.
    for (let ring = 0, extra = -1; ring < 400 && extra < 1; ring++) {
      for (let r = row - ring; r <= row + ring; r++)
        for (let c = col - ring; c <= col + ring; c++) {
          if (Math.max(Math.abs(r - row), Math.abs(c - col)) !== ring) continue;
          for (const z of this.cells.get(`${r},${c}`) ?? []) if (keep(z)) found.push(z);
        }
      if (found.length >= count) extra++;
    }
    return found.sort((a, b) => nearness(from, a) - nearness(from, b) || a.zip.localeCompare(b.zip)).slice(0, count);
  }
}

/**
 * One territory per office: `count` anchors, each with its nearest unassigned ZIPs. `taken` holds
 * ZIPs already owned or allowed (the real offices'); they and every assigned ZIP are never given again.
 */
export function assignTerritories(count: number, taken: ReadonlySet<string>, random: Random, zips = usZips()): Territory[] {
  const grid = new ZipGrid(zips);
  const assigned = new Set(taken);
  const free = zips.filter((z) => !assigned.has(z.zip));
  if (free.length < count * MIN_ZIPS)
    throw new RangeError(`${count} offices need at least ${count * MIN_ZIPS} free ZIP codes; there are ${free.length}`);
  const territories: Territory[] = [];
  let unassigned = free.length;
  for (let i = 0; i < count; i++) {
    let anchor = random.pick(free);
    while (assigned.has(anchor.zip)) anchor = random.pick(free);
    // Share what is left so the last offices still get a territory.
    const fair = Math.floor((unassigned * 0.9) / (count - i));
    const size = Math.max(MIN_ZIPS, Math.min(random.int(TERRITORY_ZIPS.min, TERRITORY_ZIPS.max), fair));
    const territory = [anchor, ...grid.nearest(anchor, size - 1, (z) => z !== anchor && !assigned.has(z.zip))];
    territory.forEach((z) => assigned.add(z.zip));
    unassigned -= territory.length;
    const nearby = grid.nearest(anchor, size + 40, () => true).map((z) => z.city);
    const nearbyCities = [...new Set(nearby)].filter((city) => city !== anchor.city);
    territories.push({ anchor, zips: territory, nearbyCities });
  }
  return territories;
}
