import type { ContentStore } from '../content/content-store';
import { isRecord, recordOf, textOf } from '../content/read';
import { ownScheduleUrl, type OfficeSite } from '../offices/office-directory';
import { bookingDays, type BookingDay } from './booking-slots';
import { weekHoursOf, type WeekHours } from './office-hours';
import { localNow, officeZoneOf, zoneName, type OfficeZone } from './time-zone';

/** What the booking page needs of an office: its hours, the zone they are in, and its own scheduling page if it has one. */
export interface OfficeBooking {
  office: OfficeSite;
  hours: WeekHours;
  zone: OfficeZone;
  /** The office's own scheduling page as its content names it; '' when it books here. */
  ownLink: string;
}

/** The office's hours, zone and own scheduling link, from its home page (FranchiseCorporateControl). */
export function officeBookingOf(content: ContentStore, office: OfficeSite): OfficeBooking {
  const envelope: unknown = JSON.parse(content.page(office.homePage)?.body ?? '{}');
  const first: unknown = isRecord(envelope) && Array.isArray(envelope.results) ? envelope.results[0] : undefined;
  const control = recordOf(recordOf(recordOf(first).FranchiseHomePage).FranchiseCorporateControl);
  return {
    office,
    hours: weekHoursOf(recordOf(control.FranchiseOwnersControl).HoursOfOperations),
    zone: officeZoneOf(textOf(control.TimeZone), office.listing.StateAbbreviation),
    ownLink: ownScheduleUrl(control),
  };
}

/** The days open for booking now, and the sentence that says which zone their times are in. */
export function bookableNow(booking: OfficeBooking, instant: number): { days: BookingDay[]; zoneName: string; zoneNote: string } {
  const name = zoneName(booking.zone.zone, instant);
  const zoneNote =
    booking.zone.source === 'office'
      ? `Days and arrival windows are in the office's local time (${name}).`
      : `Days and arrival windows are in ${name}${booking.office.listing.State ? `, the time in ${booking.office.listing.State}` : ''}.`;
  return { days: bookingDays(booking.hours, localNow(instant, booking.zone.zone)), zoneName: name, zoneNote };
}
