import { ZIP_LOOKUP_MAX_OFFICES, type NearbyOffice, type ZipLookupResponse } from '@handyman/contracts';
import type { OfficeSite } from '../offices/office-directory';
import { LruCache } from '@handyman/contracts/server';
import { milesBetween } from './great-circle';
import type { ZipLocator } from './zip-centroids';

/** The lookup answer; originCity and each office's phone are additions the estimate form uses (the city it fills in, the number it offers). */
export interface ZipLookupAnswer extends ZipLookupResponse {
  originCity: string;
}

/** An office whose owned or allowed ZIPs hold the ZIP asked about. */
export interface TerritoryClaim {
  office: OfficeSite;
  owned: boolean;
}

/** 0: owned territory, 1: allowed territory, 2: within the radius. */
type Tier = 0 | 1 | 2;

interface Candidate {
  tier: Tier;
  miles: number;
  office: OfficeSite;
}

const CACHE_SIZE = 20_000;

function toNearbyOffice({ tier, miles, office }: Candidate): NearbyOffice {
  const nearby: NearbyOffice = {
    distanceFromOrigin: tier === 2 ? miles : 0,
    officeHomePage: office.homePage,
    officeName: office.listing.Name,
    phone: office.listing.PhoneNumber,
  };
  return tier === 2 ? nearby : { ...nearby, inTerritory: true };
}

/** Nearest offices to a ZIP (at most ZIP_LOOKUP_MAX_OFFICES): territory first at distance 0, then offices within the radius. */
export class NearestOffices {
  private readonly cache = new LruCache<string, string>(CACHE_SIZE);

  constructor(
    private readonly offices: readonly OfficeSite[],
    private readonly options: { radiusMiles: number; locate: ZipLocator; claimsOf: (zip5: string) => TerritoryClaim[] },
  ) {}

  answer(zip5: string): ZipLookupAnswer {
    const origin = this.options.locate(zip5);
    const claims = this.options.claimsOf(zip5);
    const candidates = this.candidates(origin, claims);
    const firstClaim = claims[0]?.office.listing;
    return {
      isUnservicableZipCode: candidates.length === 0,
      listOfOfficesNearestToFarthest: candidates.slice(0, ZIP_LOOKUP_MAX_OFFICES).map(toNearbyOffice),
      originState: origin?.state ?? firstClaim?.StateAbbreviation ?? '',
      originCity: origin?.city ?? '',
    };
  }

  /**
   * The office serving the ZIP: the first of the lookup's answer when its territory holds the ZIP,
   * so an estimate goes to the office the visitor was shown.
   */
  servingOffice(zip5: string): OfficeSite | undefined {
    const claims = this.options.claimsOf(zip5);
    if (claims.length === 0) return undefined;
    return this.candidates(this.options.locate(zip5), claims)[0]?.office;
  }

  /** Territory offices first (owned, then allowed), then offices within the radius, each nearest first. */
  private candidates(origin: ReturnType<ZipLocator>, claims: TerritoryClaim[]): Candidate[] {
    const candidates: Candidate[] = [];
    for (const office of this.offices) {
      const claim = claims.find((item) => item.office === office);
      const miles = origin && office.location ? milesBetween(origin, office.location) : Number.POSITIVE_INFINITY;
      if (claim) candidates.push({ tier: claim.owned ? 0 : 1, miles, office });
      else if (miles <= this.options.radiusMiles) candidates.push({ tier: 2, miles, office });
    }
    return candidates.sort((a, b) => a.tier - b.tier || a.miles - b.miles || a.office.homePage.localeCompare(b.office.homePage));
  }

  /** The answer serialised, cached per ZIP since offices do not change while running. */
  answerJson(zip5: string): string {
    const cached = this.cache.get(zip5);
    if (cached !== undefined) return cached;
    const json = JSON.stringify(this.answer(zip5));
    this.cache.set(zip5, json);
    return json;
  }
}
