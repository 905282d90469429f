import { US_STATES } from '@handyman/contracts/validation';
import { HIDDEN_FIELDS, SUMMARY_MAX_LENGTH, type BookingErrors, type BookingField, type BookingValues } from './booking-form';
import { dayLabel, windowLabel, windowValue, type ArrivalWindow, type BookingDay } from './booking-slots';
import { escapeHtml } from './scheduling-html';

export interface BookingFormView {
  /** Where the form posts: this page's own address. */
  action: string;
  days: readonly BookingDay[];
  values: BookingValues;
  errors: BookingErrors;
  hidden: { key: string; shown: number };
  /** Which zone the day and windows are in, said above them. */
  zoneNote: string;
  /** Why the request was not taken (HTML), shown above the button. */
  failure?: string;
}

type TextField = Exclude<BookingField, 'state' | 'summary' | 'day' | 'window'>;

const TEXT_FIELDS: Record<TextField, { label: string; attributes: string; width: string }> = {
  customerName: { label: 'Full Name', attributes: 'type="text" autocomplete="name" autocapitalize="words"', width: 'full' },
  phoneNumber: { label: 'Phone Number', attributes: 'type="tel" autocomplete="tel" inputmode="tel"', width: 'half' },
  emailAddress: { label: 'Email Address', attributes: 'type="email" autocomplete="email" spellcheck="false"', width: 'half' },
  street: { label: 'Street Address', attributes: 'type="text" autocomplete="address-line1"', width: 'full' },
  city: { label: 'City', attributes: 'type="text" autocomplete="address-level2"', width: 'third' },
  zip: { label: 'ZIP Code', attributes: 'type="text" autocomplete="postal-code" inputmode="numeric" maxlength="5"', width: 'third' },
};

const id = (field: BookingField) => `booking-${field}`;

/** A control's error attributes and the message below it. */
function errorParts(field: BookingField, errors: BookingErrors): { aria: string; message: string } {
  const message = errors[field];
  if (!message) return { aria: 'aria-invalid="false"', message: '' };
  return {
    aria: `aria-invalid="true" aria-describedby="${id(field)}-error"`,
    message: `<p class="error" id="${id(field)}-error">${escapeHtml(message)}</p>`,
  };
}

function field(name: BookingField, label: string, control: string, errors: BookingErrors, width: string): string {
  return `<div class="field ${width}"><label for="${id(name)}">${escapeHtml(label)}</label>${control}${errorParts(name, errors).message}</div>`;
}

const option = (value: string, label: string, chosen: string) =>
  `<option value="${escapeHtml(value)}"${value === chosen ? ' selected' : ''}>${escapeHtml(label)}</option>`;

/** Every window any offered day has, earliest first: the day's own windows are checked when sent. */
function windowChoices(days: readonly BookingDay[]): ArrivalWindow[] {
  const byValue = new Map<string, ArrivalWindow>();
  for (const day of days) for (const window of day.windows) byValue.set(windowValue(window), window);
  return [...byValue.values()].sort((a, b) => a.start - b.start);
}

export function bookingFormHtml(view: BookingFormView): string {
  const { values, errors } = view;
  const required = (name: BookingField) => `id="${id(name)}" name="${name}" required ${errorParts(name, errors).aria}`;
  const text = (name: TextField) => {
    const spec = TEXT_FIELDS[name];
    return field(name, spec.label, `<input ${spec.attributes} ${required(name)} value="${escapeHtml(values[name])}">`, errors, spec.width);
  };
  const state = `<select ${required('state')} autocomplete="address-level1">${option('', 'Select', values.state)}${US_STATES.map((item) =>
    option(item.abbreviation, item.abbreviation, values.state),
  ).join('')}</select>`;
  const days = `<select ${required('day')}>${option('', 'Choose a day', values.day)}${view.days
    .map((day) => option(day.date, dayLabel(day.date), values.day))
    .join('')}</select>`;
  const windows = `<select ${required('window')}>${option('', 'Choose a window', values.window)}${windowChoices(view.days)
    .map((window) => option(windowValue(window), windowLabel(window), values.window))
    .join('')}</select>`;
  return `<form method="post" action="${escapeHtml(view.action)}" novalidate aria-label="Book a visit">
  <input type="hidden" name="${HIDDEN_FIELDS.key}" value="${escapeHtml(view.hidden.key)}">
  <input type="hidden" name="${HIDDEN_FIELDS.shown}" value="${view.hidden.shown}">
  <div class="trap" aria-hidden="true"><label for="booking-website">Leave this empty</label><input id="booking-website" name="${HIDDEN_FIELDS.trap}" tabindex="-1" autocomplete="off"></div>
  <fieldset class="grid">
    <legend class="full">When should we come?</legend>
    <p class="hint full" id="booking-zone">${escapeHtml(view.zoneNote)}</p>
    ${field('day', 'Day', days, errors, 'half')}
    ${field('window', 'Arrival window', windows, errors, 'half')}
  </fieldset>
  <p class="hint">All fields are required.</p>
  <div class="grid">
    ${text('customerName')}${text('phoneNumber')}${text('emailAddress')}${text('street')}${text('city')}
    ${field('state', 'State', state, errors, 'third')}${text('zip')}
    ${field('summary', 'What needs doing? (a few words)', `<textarea ${required('summary')} rows="3" maxlength="${SUMMARY_MAX_LENGTH}">${escapeHtml(values.summary)}</textarea>`, errors, 'full')}
  </div>
  ${view.failure ? `<p class="notice" role="alert">${view.failure}</p>` : ''}
  ${Object.keys(errors).length > 0 ? '<p class="notice" role="alert">There are errors on the form. Please fix them before continuing.</p>' : ''}
  <button type="submit">Request this visit</button>
</form>`;
}
