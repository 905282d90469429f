import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ContentStore } from '../content/content-store';
import { optionalParam, queryOf } from '../http/query';
import { emptyBooking } from '../scheduling/booking-form';
import { bookableNow, officeBookingOf } from '../scheduling/office-booking';
import { sendBooking, type BookingIntake } from '../scheduling/send-booking';
import { bookingPageHtml, schedulingFallbackHtml, type SchedulingFallback } from './scheduling-page';

interface SettingsShape {
  SiteSettings?: {
    TelephoneNumberDisplay?: { Value?: string };
    MainTelephoneNumber?: { Value?: string };
    GlobalSettings?: { BrandName?: { Value?: string } };
  };
}

/** The company's name and national number from the site settings (x31), read once. */
function fallbackOf(content: ContentStore): SchedulingFallback {
  const settings = JSON.parse(content.resource('x31')?.body ?? '{}') as SettingsShape;
  const site = settings.SiteSettings;
  const phone = site?.TelephoneNumberDisplay?.Value ?? '';
  return { brand: site?.GlobalSettings?.BrandName?.Value || 'our team', phone, tel: site?.MainTelephoneNumber?.Value || phone };
}

export interface SchedulingDeps extends BookingIntake {
  /** Base URL of the web site, for the links back to it. */
  siteUrl: string;
  now: () => number;
}

const FORM_BODY_LIMIT = 16 * 1024;

// The page's security headers (no script, posts only here, framed only by the site) are every
// answer's: http/security-headers.ts.
export const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(body);

/**
 * GET /scheduling?office=<slug>: the stand-in for an office's online scheduling page. A day and an
 * arrival window from the office's hours, and the visitor's details; POSTed (a plain form, no
 * script) to the same address, it goes to the estimate intake as a lead carrying its appointment.
 */
export function registerSchedulingRoute(app: FastifyInstance, content: ContentStore, deps: SchedulingDeps): void {
  const fallback = fallbackOf(content);
  const officeNamed = (query: unknown) => {
    const slug = (optionalParam(queryOf(query), 'office', 100) ?? '').trim().toLowerCase();
    return slug === '' ? undefined : content.offices.find((item) => item.homePage.split('/').pop() === slug);
  };
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, new URLSearchParams(String(body))),
    );
    scope.get('/scheduling', async (request, reply) => {
      const office = officeNamed(request.query);
      if (!office) return html(reply, 200, schedulingFallbackHtml(deps.siteUrl, fallback));
      const booking = officeBookingOf(content, office);
      const now = deps.now();
      const { days, zoneNote } = bookableNow(booking, now);
      const form = { action: request.url, days, zoneNote, values: emptyBooking(office.listing.StateAbbreviation), errors: {} };
      return html(reply, 200, bookingPageHtml(office, deps.siteUrl, { ...form, hidden: { key: randomUUID(), shown: now } }));
    });
    scope.post('/scheduling', async (request, reply) => {
      const office = officeNamed(request.query);
      if (!office) return html(reply, 404, schedulingFallbackHtml(deps.siteUrl, fallback));
      const fields = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
      const answer = await sendBooking({
        ...deps,
        booking: officeBookingOf(content, office),
        fields,
        clientIp: request.clientIp,
        action: request.url,
      });
      if (answer.retryAfter) reply.header('Retry-After', answer.retryAfter);
      return html(reply, answer.status, answer.body);
    });
  });
}
