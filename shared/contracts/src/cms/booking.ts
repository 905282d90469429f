/** Fixed identifier of this web application in estimate submissions (a contract value). */
export const SOURCE_APPLICATION_NAME = 'AceHandymanServices';

export interface EstimateAddress {
  street: string;
  city: string;
  state: string;
  zip: string;
  country: 'USA';
}

/**
 * A visit booked online: a day and an arrival window, in the office's local time. A request that
 * carries one is a booking; without it, a request for a free phone estimate.
 */
export interface Appointment {
  /** The day, YYYY-MM-DD, in the office's time zone. */
  date: string;
  /** The arrival window, 24-hour HH:MM local times, start before end. */
  windowStart: string;
  windowEnd: string;
  /** The IANA time zone the day and times are in, e.g. America/Los_Angeles. */
  timeZone: string;
}

/** Body of POST api/booking/estimate. */
export interface EstimateRequest {
  customerName: string;
  phoneNumber: string;
  emailAddress: string;
  address: EstimateAddress;
  summary: string;
  serviceTitanId: string;
  sourceApplicationName: string;
  /** Present when the visitor booked a visit online (the scheduling page). */
  appointment?: Appointment;
}

export interface EstimateResponse {
  bookingSentSuccessfully: boolean;
  leadId?: string;
}

/** Request headers that carry the form's anti-duplicate and anti-spam signals, outside the body. */
export const ESTIMATE_HEADERS = {
  idempotencyKey: 'Idempotency-Key',
  /** Milliseconds between the form being shown and submitted. */
  fillTime: 'X-Form-Fill-Ms',
  /** Value of the hidden honeypot field; humans leave it empty. */
  honeypot: 'X-Form-Trap',
} as const;

/** GET api/reviews?placeId=ID */
export interface ReviewsResponse {
  placeId: string;
  franchiseReviews: {
    rating: number;
    reviewDescription: string;
    reviewerName: string;
    store?: string;
    date?: string;
  }[];
}

/**
 * The query parameters the site's scheduling page (content-api's stand-in, `schedulingUrl` in the
 * site's config) reads: the office to book with, and the ZIP the visitor already gave the site.
 * Without an office it asks for the ZIP first.
 */
export const SCHEDULING_PARAMS = { office: 'office', zip: 'zip' } as const;
