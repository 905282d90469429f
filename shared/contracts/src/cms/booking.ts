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

/**
 * Whether the visitor had opted out of the sale and sharing of their personal information (and
 * limited the use of their sensitive personal information) when they sent the request, and how:
 * `gpc`, their browser's Global Privacy Control signal; `choice`, the site's "Your Privacy Choices"
 * page. Either one is an opt-out that every system the lead is forwarded to must honour.
 */
export interface PrivacyOptOut {
  gpc: boolean;
  choice: boolean;
}

/**
 * The privacy decision a page publishes as `window.sitePrivacy` before any tag runs (the shell's
 * tag gate), for the page's own code to read: the estimate form records it with a lead.
 */
export interface SitePrivacy extends PrivacyOptOut {
  /** Sale and sharing allowed: advertising tags may run. False when `gpc` or `choice` says so. */
  advertising: boolean;
  /** Site measurement allowed: analytics tags may run. */
  analytics: boolean;
}

/** Body of POST api/booking/estimate. */
export interface EstimateRequest {
  customerName: string;
  phoneNumber: string;
  emailAddress: string;
  address: EstimateAddress;
  summary: string;
  /**
   * The office's id in the field-service platform. content-api fills it in (the office whose
   * territory holds the ZIP, else the one `officePath` names); what a client sends counts only when
   * neither names an office (clients that predate `officePath`). The site's own forms send ''.
   */
  serviceTitanId: string;
  sourceApplicationName: string;
  /**
   * The office home path ("offices/summerlin") of the page the form was on: the request goes there
   * when no office's territory holds the ZIP. An addition of this service, never forwarded.
   */
  officePath?: string;
  /** Present when the visitor booked a visit online (the scheduling page). */
  appointment?: Appointment;
  /** The visitor's opt-out of sale and sharing when they sent it; absent from clients that predate it. */
  privacyOptOut?: PrivacyOptOut;
}

/** The office content-api sent a request to, as its answer names it. */
export interface RoutedOffice {
  /** Site-relative office home path, e.g. "offices/summerlin". */
  path: string;
  /** The office phone as content stores it, e.g. "702-555-0142"; '' for none. */
  phone: string;
  /** True when the office's territory holds the request's ZIP; false when it is the page's office. */
  servesZip: boolean;
}

export interface EstimateResponse {
  bookingSentSuccessfully: boolean;
  leadId?: string;
  /**
   * Where the request went (an addition of this service): null when no office serves the ZIP and
   * the form was on no office's page (the national team calls). Absent from older services and
   * from failures; a replay answers the same as the first post.
   */
  office?: RoutedOffice | null;
}

/** Request headers that carry the form's anti-duplicate and anti-spam signals, outside the body. */
export const ESTIMATE_HEADERS = {
  idempotencyKey: 'Idempotency-Key',
  /** Milliseconds between the form being shown and submitted. */
  fillTime: 'X-Form-Fill-Ms',
  /** Value of the hidden honeypot field; humans leave it empty. */
  honeypot: 'X-Form-Trap',
  /**
   * Milliseconds since the epoch after which the intake must not store the request: its sender has
   * stopped waiting and told the visitor it was not received (the site's server sends it).
   */
  deadline: 'X-Estimate-Deadline',
} as const;

/**
 * GET api/booking/estimate/status with the post's Idempotency-Key: whether a request sent with that
 * key was received (stored), and its lead id. The key is the caller's own secret: nobody else has it.
 */
export interface EstimateStatus {
  received: boolean;
  leadId?: string;
}

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
