import type { OfficeSite } from '../offices/office-directory';
import { bookingFormHtml, type BookingFormView } from '../scheduling/booking-form-html';
import { clockTime, dayLabel, type ArrivalWindow } from '../scheduling/booking-slots';
import { escapeHtml, pageFrame, phoneLink } from '../scheduling/scheduling-html';

/** The company's own name and number, for a visitor who comes without an office. */
export interface SchedulingFallback {
  brand: string;
  /** The national number as shown (a vanity number) and its digits for tel:. */
  phone: string;
  tel: string;
}

const placeOf = (office: OfficeSite) => [office.listing.City, office.listing.StateAbbreviation].filter(Boolean).join(', ');
const backLink = (office: OfficeSite, siteUrl: string) =>
  `<a class="button" href="${escapeHtml(`${siteUrl}/${office.homePage}`)}">Back to ${escapeHtml(office.listing.Name)}</a>`;

/** Without an office: the company's number, and the way to find one. */
export function schedulingFallbackHtml(siteUrl: string, fallback: SchedulingFallback): string {
  return pageFrame(
    `Book online - ${fallback.brand}`,
    `<h1>Book online with ${escapeHtml(fallback.brand)}</h1>
  <p>Online booking is made with your local office. Find yours, or call us and we will find a time that suits you.</p>
  ${fallback.phone ? `<p class="phone">${phoneLink(fallback.phone, fallback.tel)}</p>` : ''}
  <a class="button" href="${escapeHtml(`${siteUrl}/offices`)}">Find your local office</a>`,
  );
}

/** The office's booking form: a day and an arrival window from its hours, and the visitor's details. */
export function bookingPageHtml(office: OfficeSite, siteUrl: string, form: BookingFormView): string {
  const name = office.listing.Name;
  const place = placeOf(office);
  const noDays = form.days.length === 0;
  return pageFrame(
    `Book online - ${name}`,
    `<h1>Book online with ${escapeHtml(name)}</h1>
  ${place ? `<p>Serving ${escapeHtml(place)} and nearby.</p>` : ''}
  ${
    noDays
      ? '<p class="notice">No times can be booked online right now.</p>'
      : '<p>Choose a day and the window in which we arrive, tell us about the job, and we will call you to confirm.</p>'
  }
  <p>Rather talk to someone? Call ${phoneLink(office.listing.PhoneNumber)}.</p>
  ${noDays ? '' : bookingFormHtml(form)}
  <p>${backLink(office, siteUrl)}</p>`,
  );
}

export interface Booked {
  date: string;
  window: ArrivalWindow;
  zoneName: string;
}

/** The booking is in: the day and window it asked for, and the office's phone. */
export function bookedPageHtml(office: OfficeSite, siteUrl: string, booked: Booked): string {
  const name = office.listing.Name;
  return pageFrame(
    `Visit requested - ${name}`,
    `<h1>Your visit is requested</h1>
  <p class="confirmation" role="status">${escapeHtml(name)} will arrive on <strong>${escapeHtml(dayLabel(booked.date))}</strong>
  between <strong>${clockTime(booked.window.start)} and ${clockTime(booked.window.end)}</strong> (${escapeHtml(booked.zoneName)}).
  We will call you to confirm.</p>
  <p>Questions, or need to change the time? Call ${escapeHtml(name)} at <span class="phone">${phoneLink(office.listing.PhoneNumber)}</span>.</p>
  <p>${backLink(office, siteUrl)}</p>`,
  );
}
