import type { EstimateRequest, RoutedOffice } from '@handyman/contracts';
import type { ContentStore } from '../content/content-store';
import type { OfficeSite } from '../offices/office-directory';
import { zip5Of } from '../zip/zip-centroids';

/** Where an estimate request goes: the field-service id stored and forwarded with it, and the office its answer names. */
export interface EstimateRouting {
  serviceTitanId: string;
  /** Undefined when the offices could not be read (content still importing): the answer then names none. */
  office: RoutedOffice | null | undefined;
}

const byPath = new WeakMap<readonly OfficeSite[], Map<string, OfficeSite>>();

function officeAt(offices: readonly OfficeSite[], path: string): OfficeSite | undefined {
  let index = byPath.get(offices);
  if (!index) byPath.set(offices, (index = new Map(offices.map((office) => [office.homePage, office]))));
  return index.get(path);
}

const routed = (office: OfficeSite, servesZip: boolean): EstimateRouting => ({
  serviceTitanId: office.serviceTitanId,
  office: { path: office.homePage, phone: office.listing.PhoneNumber, servesZip },
});

/**
 * The one place that decides which office an estimate request goes to: the office whose territory
 * holds its ZIP; else the office whose page the form was on (`officePath`); else, for clients that
 * predate `officePath`, the field-service id the client sent, with no office named. A booked visit
 * (an appointment) is in the calendar of the office it was booked with, so that office comes first.
 */
export function routeEstimate(request: EstimateRequest, content: Pick<ContentStore, 'offices' | 'officeServingZip'>): EstimateRouting {
  const page = request.officePath === undefined ? undefined : officeAt(content.offices, request.officePath);
  const zip5 = zip5Of(request.address.zip);
  if (page && request.appointment) return routed(page, zip5 !== undefined && content.officeServingZip(zip5) === page);
  const byZip = zip5 === undefined ? undefined : content.officeServingZip(zip5);
  if (byZip) return routed(byZip, true);
  if (page) return routed(page, false);
  return { serviceTitanId: request.serviceTitanId, office: null };
}
