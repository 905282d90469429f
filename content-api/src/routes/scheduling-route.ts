import { randomUUID } from 'node:crypto';
import { SCHEDULING_PARAMS } from '@handyman/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContentStore } from '../content/content-store';
import { optionalParam, queryOf, type Query } from '../http/query';
import { withScriptSource } from '../http/security-headers';
import type { OfficeSite } from '../offices/office-directory';
import { emptyBooking, type BookingPrefill } from '../scheduling/booking-form';
import { bookableNow, officeBookingOf } from '../scheduling/office-booking';
import { PHONE_FORMAT_SCRIPT_SOURCE } from '../scheduling/phone-format-script';
import { schedulingSiteOf, type SchedulingSite } from '../scheduling/scheduling-site';
import { sendBooking, type BookingIntake } from '../scheduling/send-booking';
import { NOT_A_ZIP, officeForZip, ZIP_PARAM, zipOf, zipStepHtml } from '../scheduling/zip-step';
import { bookingPageHtml } from './scheduling-page';

export interface SchedulingDeps extends BookingIntake {
  /** Base URL of the web site, for the links back to it. */
  siteUrl: string;
  now: () => number;
}

const FORM_BODY_LIMIT = 16 * 1024;

// The page's security headers (posts only here, framed only by the site) are every answer's
// (http/security-headers.ts); these pages add one script, the phone formatter, allowed by its hash.
export const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header(
      'Content-Security-Policy',
      withScriptSource(String(reply.getHeader('Content-Security-Policy') ?? ''), PHONE_FORMAT_SCRIPT_SOURCE),
    )
    .send(body);

const pathOf = (request: FastifyRequest) => request.url.split('?', 1)[0]!;

/** What the visitor gave on the site that the form can take without asking again: the ZIP, and its city and state. */
function prefillOf(content: ContentStore, office: OfficeSite, zip: string | undefined): BookingPrefill {
  if (!zip) return { state: office.listing.StateAbbreviation };
  const answer = content.nearest.answer(zip);
  return { zip, city: answer.originCity ?? '', state: answer.originState || office.listing.StateAbbreviation };
}

/**
 * Without an office: the ZIP step. A ZIP sends the visitor on (303) to the booking page of the
 * office that serves it, its own scheduling page when content names one, else this page for it
 * with the ZIP carried along; a ZIP no office serves is answered on the step itself.
 */
function zipStep(reply: FastifyReply, request: FastifyRequest, query: Query, content: ContentStore, site: SchedulingSite) {
  const action = pathOf(request);
  const typed = (optionalParam(query, ZIP_PARAM, 20) ?? '').trim();
  if (typed === '') return html(reply, 200, zipStepHtml(site, { action, zip: '' }));
  const zip = zipOf(typed);
  if (!zip) return html(reply, 400, zipStepHtml(site, { action, zip: typed, error: NOT_A_ZIP }));
  const office = officeForZip(content, zip);
  if (!office) return html(reply, 200, zipStepHtml(site, { action, zip, outOfArea: zip }));
  const own = officeBookingOf(content, office).ownLink;
  const slug = office.homePage.split('/').pop() ?? '';
  const location = own || `${action}?${new URLSearchParams({ [SCHEDULING_PARAMS.office]: slug, [ZIP_PARAM]: zip }).toString()}`;
  return reply.code(303).header('Location', location).header('Cache-Control', 'no-store').send();
}

/**
 * GET /scheduling?office=<slug>[&zip=<ZIP>]: the stand-in for an office's online scheduling page. A
 * day and an arrival window from the office's hours, and the visitor's details, the ZIP (with its
 * city and state) filled in when the site passed it on; POSTed (a plain form) to the same address,
 * it goes to the estimate intake as a lead carrying its appointment. Without an office, the ZIP step.
 */
export function registerSchedulingRoute(app: FastifyInstance, content: ContentStore, deps: SchedulingDeps): void {
  // Read at the first call: while the seed is imported, the site settings are not there yet.
  let read: SchedulingSite | undefined;
  const siteOf = () => (read ??= schedulingSiteOf(content, deps.siteUrl));
  const officeNamed = (query: Query) => {
    const slug = (optionalParam(query, SCHEDULING_PARAMS.office, 100) ?? '').trim().toLowerCase();
    return slug === '' ? undefined : content.offices.find((item) => item.homePage.split('/').pop() === slug);
  };
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, new URLSearchParams(String(body))),
    );
    scope.get('/scheduling', async (request, reply) => {
      const query = queryOf(request.query);
      const office = officeNamed(query);
      const site = siteOf();
      if (!office) return zipStep(reply, request, query, content, site);
      const booking = officeBookingOf(content, office);
      const now = deps.now();
      const { days, zoneNote } = bookableNow(booking, now);
      const values = emptyBooking(prefillOf(content, office, zipOf(optionalParam(query, ZIP_PARAM, 20))));
      const form = { action: request.url, days, zoneNote, values, errors: {}, hidden: { key: randomUUID(), shown: now } };
      return html(reply, 200, bookingPageHtml(office, site, form));
    });
    scope.post('/scheduling', async (request, reply) => {
      const office = officeNamed(queryOf(request.query));
      const site = siteOf();
      if (!office) return html(reply, 404, zipStepHtml(site, { action: pathOf(request), zip: '' }));
      const fields = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
      const answer = await sendBooking({
        ...deps,
        site,
        booking: officeBookingOf(content, office),
        fields,
        clientIp: request.clientIp,
        gpc: request.headers['sec-gpc'] === '1',
        action: request.url,
      });
      if (answer.retryAfter) reply.header('Retry-After', answer.retryAfter);
      return html(reply, answer.status, answer.body);
    });
  });
}
