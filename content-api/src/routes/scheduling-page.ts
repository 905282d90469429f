import type { OfficeSite } from '../offices/office-directory';
import { bookingFormHtml, type BookingFormView } from '../scheduling/booking-form-html';
import { clockTime, dayLabel, type ArrivalWindow } from '../scheduling/booking-slots';
import { PHONE_FORMAT_SCRIPT } from '../scheduling/phone-format-script';
import { escapeHtml, pageFrame, phoneLink } from '../scheduling/scheduling-html';
import { headerOfficeOf, type SchedulingSite } from '../scheduling/scheduling-site';

const placeOf = (office: OfficeSite) => [office.listing.City, office.listing.StateAbbreviation].filter(Boolean).join(', ');

/** The office's booking form: a day and an arrival window from its hours, and the visitor's details. */
export function bookingPageHtml(office: OfficeSite, site: SchedulingSite, form: BookingFormView): string {
  const header = headerOfficeOf(office, site);
  const place = placeOf(office);
  const noDays = form.days.length === 0;
  return pageFrame({
    title: `Book online - ${header.name}`,
    site,
    office: header,
    body: `<h1>Book online with ${escapeHtml(header.name)}</h1>
  ${place ? `<p>Serving ${escapeHtml(place)} and nearby.</p>` : ''}
  ${
    noDays
      ? '<p class="notice">No times can be booked online right now.</p>'
      : '<p>Choose a day and the window in which we arrive, tell us about the job, and we will call you to confirm.</p>'
  }
  <p>Rather talk to someone? Call ${phoneLink(header.phone)}.</p>
  ${noDays ? '' : bookingFormHtml(form)}`,
    script: noDays ? undefined : PHONE_FORMAT_SCRIPT,
  });
}

export interface Booked {
  date: string;
  window: ArrivalWindow;
  zoneName: string;
}

/** The booking is in: the day and window it asked for, and the office's phone. */
export function bookedPageHtml(office: OfficeSite, site: SchedulingSite, booked: Booked): string {
  const header = headerOfficeOf(office, site);
  const name = escapeHtml(header.name);
  return pageFrame({
    title: `Visit requested - ${header.name}`,
    site,
    office: header,
    body: `<h1>Your visit is requested</h1>
  <p class="confirmation" role="status">${name} will arrive on <strong>${escapeHtml(dayLabel(booked.date))}</strong>
  between <strong>${clockTime(booked.window.start)} and ${clockTime(booked.window.end)}</strong> (${escapeHtml(booked.zoneName)}).
  We will call you to confirm.</p>
  <p>Questions, or need to change the time? Call ${name} at <span class="phone">${phoneLink(header.phone)}</span>.</p>
  <p><a class="button" href="${escapeHtml(header.homeUrl)}">Back to ${name}</a></p>`,
  });
}
