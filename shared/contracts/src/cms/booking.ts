/** Fixed identifier of this web application in estimate submissions (a contract value). */
export const SOURCE_APPLICATION_NAME = 'AceHandymanServices';

export interface EstimateAddress {
  street: string;
  city: string;
  state: string;
  zip: string;
  country: 'USA';
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
