import { ESTIMATE_HASH, hashName } from '@handyman/platform/base';

// Package detail: #book-online and #GetEstimateLink bring the booking box into view.

export const BOOKING_ANCHOR = 'book-online';
export const BOOKING_SCROLL_DELAY_MS = 380;
export const BOOKING_SCROLL_OFFSET = 200;

export function scrollsToBooking(hash: string): boolean {
  const name = hashName(hash).toLowerCase();
  return name === BOOKING_ANCHOR || name === ESTIMATE_HASH.toLowerCase();
}
