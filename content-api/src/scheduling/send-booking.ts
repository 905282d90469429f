import { createHash } from 'node:crypto';
import { ESTIMATE_HEADERS, isOfficeHomePath, type EstimateRequest } from '@handyman/contracts';
import { toEstimateRequest } from '@handyman/contracts/validation';
import type { FastifyInstance } from 'fastify';
import { bookedPageHtml, bookingPageHtml } from '../routes/scheduling-page';
import { BOOKING_FIELDS, checkBooking, HIDDEN_FIELDS, readBooking, type BookingErrors, type BookingField } from './booking-form';
import { windowValue } from './booking-slots';
import { bookableNow, type OfficeBooking } from './office-booking';
import { phoneLink } from './scheduling-html';
import { shownPhone, type SchedulingSite } from './scheduling-site';

/** How a booking reaches the estimate intake: the service's own POST /api/booking/estimate. */
export interface BookingIntake {
  app: FastifyInstance;
  /** Sent when the service requires it of its callers. */
  subscriptionKey?: string;
}

interface SendInput extends BookingIntake {
  site: SchedulingSite;
  now: () => number;
  booking: OfficeBooking;
  fields: URLSearchParams;
  clientIp: string;
  /**
   * The visitor's browser sent Global Privacy Control (Sec-GPC: 1): the lead records the opt-out.
   * The site's own choice (its first-party cookie) does not reach this page on another origin.
   */
  gpc: boolean;
  /** The form's own address, where it posts again. */
  action: string;
}

export interface BookingAnswer {
  status: number;
  body: string;
  retryAfter?: string;
}

const SHOWN_AT = /^\d{1,15}$/;

/** One lead per filled form: the form's key and what it asks for, so a changed form is a new request. */
const idempotencyKeyOf = (formKey: string, request: EstimateRequest) =>
  createHash('sha256')
    .update(JSON.stringify([formKey, request]))
    .digest('base64url');

/** The intake's per-field errors (address.zip, appointment.date, ...) beside the form's fields. */
function fieldErrors(errors: unknown): BookingErrors {
  const found: BookingErrors = {};
  for (const [key, message] of Object.entries(typeof errors === 'object' && errors !== null ? errors : {})) {
    const name = key
      .replace(/^address\./, '')
      .replace(/^appointment\.(date|timeZone)$/, 'day')
      .replace(/^appointment\.window.*$/, 'window');
    if ((BOOKING_FIELDS as readonly string[]).includes(name) && typeof message === 'string') found[name as BookingField] = message;
  }
  return found;
}

/**
 * A posted booking: checked against the office's days and windows now, then sent through the
 * estimate intake (its idempotency, spam and rate rules, its store and outbox) with the
 * visitor's address as the client, and answered with the confirmation or the form again.
 */
export async function sendBooking(input: SendInput): Promise<BookingAnswer> {
  const { booking, fields } = input;
  const { office } = booking;
  const now = input.now();
  const { days, zoneName, zoneNote } = bookableNow(booking, now);
  const values = readBooking(fields);
  const formKey = (fields.get(HIDDEN_FIELDS.key) ?? '').slice(0, 100);
  const shownText = fields.get(HIDDEN_FIELDS.shown) ?? '';
  const shown = SHOWN_AT.test(shownText) ? Number(shownText) : now;
  const again = (status: number, errors: BookingErrors, failure?: string): BookingAnswer => ({
    status,
    body: bookingPageHtml(office, input.site, {
      action: input.action,
      days,
      zoneNote,
      values,
      errors,
      failure,
      hidden: { key: formKey, shown },
    }),
  });

  const errors = checkBooking(values, days);
  if (Object.keys(errors).length > 0) return again(400, errors);
  const window = days.find((day) => day.date === values.day)!.windows.find((item) => windowValue(item) === values.window)!;
  const [windowStart, windowEnd] = values.window.split('-') as [string, string];
  const request: EstimateRequest = {
    ...toEstimateRequest(values, office.serviceTitanId),
    // The office it is booked with: its calendar's, so content-api keeps the visit there.
    ...(isOfficeHomePath(office.homePage) ? { officePath: office.homePage } : {}),
    appointment: { date: values.day, windowStart, windowEnd, timeZone: booking.zone.zone },
    privacyOptOut: { gpc: input.gpc, choice: false },
  };
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    [ESTIMATE_HEADERS.idempotencyKey]: idempotencyKeyOf(formKey, request),
    [ESTIMATE_HEADERS.honeypot]: (fields.get(HIDDEN_FIELDS.trap) ?? '').slice(0, 200),
  };
  if (SHOWN_AT.test(shownText)) headers[ESTIMATE_HEADERS.fillTime] = String(Math.max(0, now - shown));
  if (input.subscriptionKey) headers['ocp-apim-subscription-key'] = input.subscriptionKey;
  const answer = await input.app.inject({
    method: 'POST',
    url: '/api/booking/estimate',
    headers,
    payload: JSON.stringify(request),
    remoteAddress: input.clientIp,
  });
  const call = phoneLink(shownPhone(office.listing.PhoneNumber));
  if (answer.statusCode === 200 && answer.json<{ bookingSentSuccessfully?: boolean }>().bookingSentSuccessfully === true) {
    return { status: 200, body: bookedPageHtml(office, input.site, { date: values.day, window, zoneName }) };
  }
  if (answer.statusCode === 400) return again(400, fieldErrors(answer.json<{ errors?: unknown }>().errors));
  const retryAfter = answer.headers['retry-after'];
  const wait = typeof retryAfter === 'string' ? retryAfter : undefined;
  if (answer.statusCode === 429) {
    return {
      ...again(
        429,
        {},
        `Too many requests from your connection just now. Please try again in ${wait ?? 'a few'} seconds, or call ${call}.`,
      ),
      retryAfter: wait,
    };
  }
  return { ...again(503, {}, `We could not save your request just now. Please try again in a moment, or call ${call}.`), retryAfter: wait };
}
