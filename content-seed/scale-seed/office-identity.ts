// Who a generated office is: slug, name, contact details and cities, from its territory.
import { slugify } from '../lib/seed-helpers';
import type { Territory } from './territories';
import { US_STATES } from './us-states';

export interface OfficeIdentity {
  slug: string;
  franchiseName: string;
  city: string;
  state: string;
  abbreviation: string;
  zip: string;
  phone: string;
  clientId: string;
  serviceTitanId: string;
  placeId: string;
  rateABizUuid: string;
  address: string;
  latitude: string;
  longitude: string;
  owned: string[];
  allowed: string[];
  /** Candidate city page names, nearest first (the office's own city is not among them). */
  otherCities: string[];
}

/** Slugs the site's routes use under /offices/ for something other than an office. */
const RESERVED_SLUGS = new Set(['state', 'page', 'search']);
/** Names for city pages when a territory's neighbourhood has too few towns of its own. */
const QUARTERS = ['North', 'South', 'East', 'West', 'Central', 'Downtown', 'Old Town', 'Lakeside'];

/** A slug not taken yet: the city, then with the state, then numbered. Adds it to `taken`. */
function uniqueSlug(city: string, abbreviation: string, taken: Set<string>): { slug: string; label: string } {
  const base = slugify(city) || 'office';
  const tries = [
    { slug: base, label: city },
    { slug: `${base}-${abbreviation.toLowerCase()}`, label: `${city}, ${abbreviation}` },
  ];
  for (let n = 2; tries.length < 10_000; n++)
    tries.push({ slug: `${base}-${abbreviation.toLowerCase()}-${n}`, label: `${city}, ${abbreviation} ${n}` });
  const free = tries.find((t) => !RESERVED_SLUGS.has(t.slug) && !taken.has(t.slug));
  if (!free) throw new Error(`no free office slug for ${city}, ${abbreviation}`);
  taken.add(free.slug);
  return free;
}

/** The n-th generated office (n from 0): identifiers that cannot collide with the real offices'. */
export function officeIdentity(n: number, territory: Territory, takenSlugs: Set<string>): OfficeIdentity {
  const { anchor, zips } = territory;
  const { slug, label } = uniqueSlug(anchor.city, anchor.state, takenSlugs);
  const territoryZips = zips.map((z) => z.zip);
  const ownedCount = Math.max(1, Math.min(territoryZips.length - 1, Math.ceil(territoryZips.length * 0.6)));
  // The real offices use the 555-01xx numbers; generated ones use the 556 and later exchanges.
  const area = 201 + ((n * 37) % 780);
  const exchange = 556 + Math.floor(n / 10_000);
  return {
    slug,
    franchiseName: `Brightwood Handyman of ${label}`,
    city: anchor.city,
    state: US_STATES[anchor.state] ?? anchor.state,
    abbreviation: anchor.state,
    zip: anchor.zip,
    phone: `${area}-${exchange}-${String(n % 10_000).padStart(4, '0')}`,
    clientId: `BW-${20_000 + n}`,
    serviceTitanId: String(70_000_000 + n),
    placeId: `ChIJScale${n.toString(36).padStart(18, '0')}`,
    rateABizUuid: `5ca1e000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`,
    address: `${100 + (n % 9_000)} Main St, Suite ${100 + (n % 50)}`,
    latitude: anchor.latitude.toFixed(4),
    longitude: anchor.longitude.toFixed(4),
    owned: territoryZips.slice(0, ownedCount),
    allowed: territoryZips.slice(ownedCount),
    otherCities: [...territory.nearbyCities, ...QUARTERS.map((q) => `${q} ${anchor.city}`)],
  };
}
