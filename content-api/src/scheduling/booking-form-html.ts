import {
  ESTIMATE_FIELDS,
  ESTIMATE_FORM,
  MESSAGES,
  US_STATES,
  type EstimateField,
  type EstimateFieldWidth,
} from '@handyman/contracts/validation';
import { HIDDEN_FIELDS, type BookingErrors, type BookingField, type BookingValues } from './booking-form';
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

/** The page's grid of six columns: a row, half of it, or a third (city, state and ZIP share a row). */
const WIDTH: Record<EstimateFieldWidth, string> = { full: 'full', half: 'half', city: 'third', state: 'third', zip: 'third' };

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

const attribute = (name: string, value: string | number | undefined) =>
  value === undefined ? '' : ` ${name}="${escapeHtml(String(value))}"`;

/** One of the estimate form's fields, drawn from its definition (name, label, type, autocomplete, limits). */
function estimateField(name: EstimateField, values: BookingValues, errors: BookingErrors): string {
  const spec = ESTIMATE_FORM[name];
  const common = `id="${id(name)}" name="${escapeHtml(spec.name)}" autocomplete="${spec.autoComplete}" required ${errorParts(name, errors).aria}`;
  let control: string;
  if (spec.control === 'select') {
    const states = US_STATES.map((item) => option(item.abbreviation, item.abbreviation, values[name])).join('');
    control = `<select ${common}>${option('', 'Select', values[name])}${states}</select>`;
  } else if (spec.control === 'textarea') {
    control = `<textarea ${common}${attribute('rows', spec.rows)}>${escapeHtml(values[name])}</textarea>`;
  } else {
    const extras = [
      attribute('type', spec.type ?? 'text'),
      attribute('inputmode', spec.inputMode),
      attribute('autocapitalize', spec.autoCapitalize),
      spec.type === 'email' ? ' spellcheck="false"' : '',
      attribute('placeholder', spec.placeholder),
      attribute('maxlength', spec.typedMaxLength),
      name === 'phoneNumber' ? ' data-format="phone"' : '',
    ].join('');
    control = `<input${extras} ${common} value="${escapeHtml(values[name])}">`;
  }
  return field(name, spec.label, control, errors, WIDTH[spec.width]);
}

/** Every window any offered day has, earliest first: the day's own windows are checked when sent. */
function windowChoices(days: readonly BookingDay[]): ArrivalWindow[] {
  const byValue = new Map<string, ArrivalWindow>();
  for (const day of days) for (const window of day.windows) byValue.set(windowValue(window), window);
  return [...byValue.values()].sort((a, b) => a.start - b.start);
}

export function bookingFormHtml(view: BookingFormView): string {
  const { values, errors } = view;
  const slot = (name: 'day' | 'window') => `id="${id(name)}" name="${name}" required ${errorParts(name, errors).aria}`;
  const days = `<select ${slot('day')}>${option('', 'Choose a day', values.day)}${view.days
    .map((day) => option(day.date, dayLabel(day.date), values.day))
    .join('')}</select>`;
  const windows = `<select ${slot('window')}>${option('', 'Choose a window', values.window)}${windowChoices(view.days)
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
    ${ESTIMATE_FIELDS.map((name) => estimateField(name, values, errors)).join('\n    ')}
  </div>
  ${view.failure ? `<p class="notice" role="alert">${view.failure}</p>` : ''}
  ${Object.keys(errors).length > 0 ? `<p class="notice" role="alert">${MESSAGES.form}</p>` : ''}
  <button type="submit">Request this visit</button>
</form>`;
}
