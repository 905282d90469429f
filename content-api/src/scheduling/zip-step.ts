import { NEAREST_OFFICE_MILES, SCHEDULING_PARAMS } from '@handyman/contracts';
import { MESSAGES } from '@handyman/contracts/validation';
import type { ContentStore } from '../content/content-store';
import type { OfficeSite } from '../offices/office-directory';
import { zip5Of } from '../zip/zip-centroids';
import { escapeHtml, pageFrame, phoneLink } from './scheduling-html';
import type { SchedulingSite } from './scheduling-site';

// Without an office the scheduling page first asks for the ZIP where the work is (a plain GET
// form, the same with or without script), then sends the visitor to that office's booking page,
// the ZIP carried along. A ZIP no office serves is said so, with the national number.

/** The query parameter that carries the visitor's ZIP (from the site's links, or this page's own form). */
export const ZIP_PARAM = SCHEDULING_PARAMS.zip;

/** The office that books for a ZIP: the site's ZIP lookup's first office, when it is the ZIP's own or near enough. */
export function officeForZip(content: ContentStore, zip5: string): OfficeSite | undefined {
  const first = content.nearest.answer(zip5).listOfOfficesNearestToFarthest[0];
  if (!first || (!first.inTerritory && first.distanceFromOrigin > NEAREST_OFFICE_MILES)) return undefined;
  return content.offices.find((office) => office.homePage === first.officeHomePage);
}

/** A ZIP or ZIP+4 as its five digits, undefined for anything else. */
export const zipOf = (text: string | undefined): string | undefined => zip5Of(text ?? '');

export interface ZipStepView {
  /** Where the form sends the ZIP: this page's own path. */
  action: string;
  /** What was typed, shown again in the box. */
  zip: string;
  /** The box's message: not a ZIP. */
  error?: string;
  /** A valid ZIP that no office serves. */
  outOfArea?: string;
}

export function zipStepHtml(site: SchedulingSite, view: ZipStepView): string {
  const invalid = view.error ? `aria-invalid="true" aria-describedby="booking-zip-error"` : 'aria-invalid="false"';
  const answer = view.outOfArea
    ? `<p class="notice" role="status">No local office serves ZIP ${escapeHtml(view.outOfArea)} yet, so a visit there cannot be booked online. Call ${phoneLink(site.phone)} and our national team will help you.</p>`
    : '';
  return pageFrame({
    title: `Book online - ${site.brand}`,
    site,
    office: null,
    body: `<h1>Book online with your local office</h1>
  <p>Online booking is made with the office that serves your home. Enter the ZIP code where the work will be done and we will take you to its booking page.</p>
  ${answer}
  <form class="zip" method="get" action="${escapeHtml(view.action)}" novalidate aria-label="Find your office to book online">
    <div class="field"><label for="booking-zip">ZIP Code</label><input id="booking-zip" name="${ZIP_PARAM}" type="text" inputmode="numeric" autocomplete="postal-code" maxlength="5" required ${invalid} value="${escapeHtml(view.zip)}">${
      view.error ? `<p class="error" id="booking-zip-error">${escapeHtml(view.error)}</p>` : ''
    }</div>
    <button type="submit">Find my office</button>
  </form>
  <p>Rather talk to someone? Call ${phoneLink(site.phone)}.</p>`,
  });
}

/** The box's message for a typed value that is not a ZIP: the site's ZIP lookup's. */
export const NOT_A_ZIP = MESSAGES.zipLookup;
