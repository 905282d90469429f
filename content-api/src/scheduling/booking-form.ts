import {
  EMPTY_ESTIMATE,
  ESTIMATE_FIELDS,
  readEstimateForm,
  validateEstimateField,
  type EstimateValues,
} from '@handyman/contracts/validation';
import { dayLabel, windowLabel, windowValue, type BookingDay } from './booking-slots';

/** The booking form's fields: the estimate form's eight (its one definition), then the day and the arrival window. */
export const BOOKING_FIELDS = [...ESTIMATE_FIELDS, 'day', 'window'] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];
export type BookingValues = EstimateValues & { day: string; window: string };
export type BookingErrors = Partial<Record<BookingField, string>>;

/** Hidden fields: the form's own key (one lead per filled form), when it was shown, and the honeypot. */
export const HIDDEN_FIELDS = { key: 'form-key', shown: 'shown-at', trap: 'website' } as const;

export const BOOKING_MESSAGES = {
  day: 'Please choose a day.',
  dayGone: 'That day can no longer be booked online. Please choose another day.',
  window: 'Please choose an arrival window.',
} as const;

/** What the visitor already gave the site on this device (the ZIP, its city and state), filled in before they start. */
export interface BookingPrefill {
  zip?: string;
  city?: string;
  state?: string;
}

export const emptyBooking = ({ zip = '', city = '', state = '' }: BookingPrefill = {}): BookingValues => ({
  ...EMPTY_ESTIMATE,
  city,
  state,
  zip,
  day: '',
  window: '',
});

/** A posted booking: the estimate fields by their posted names (q6_zipCode, q7_tellUs, ...), then the day and window. */
export function readBooking(fields: URLSearchParams): BookingValues {
  const slot = (name: 'day' | 'window') => (fields.get(name) ?? '').slice(0, 100);
  return { ...readEstimateForm(fields), day: slot('day'), window: slot('window') };
}

function windowError(value: string, day: BookingDay | undefined): string | undefined {
  if (value === '') return BOOKING_MESSAGES.window;
  if (!day || day.windows.some((window) => windowValue(window) === value)) return undefined;
  const offered = day.windows.map(windowLabel).join(', ');
  return `On ${dayLabel(day.date)} the office can arrive ${offered}. Please choose one of ${day.windows.length > 1 ? 'those' : 'that'}.`;
}

/** Every field's message, checked with the estimate form's rules and against the days on offer now. */
export function checkBooking(values: BookingValues, days: readonly BookingDay[]): BookingErrors {
  const errors: BookingErrors = {};
  for (const field of ESTIMATE_FIELDS) {
    const message = validateEstimateField(field, values[field]);
    if (message) errors[field] = message;
  }
  const day = days.find((item) => item.date === values.day);
  if (values.day === '') errors.day = BOOKING_MESSAGES.day;
  else if (!day) errors.day = BOOKING_MESSAGES.dayGone;
  const window = windowError(values.window, day);
  if (window) errors.window = window;
  return errors;
}
