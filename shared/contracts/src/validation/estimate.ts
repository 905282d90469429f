import { SOURCE_APPLICATION_NAME, type EstimateRequest, type PrivacyOptOut } from '../cms/booking';
import { isOfficeHomePath } from '../cms/offices';
import { parseAppointment } from './appointment';
import { MESSAGES } from './messages';
import { ESTIMATE_FIELDS, ESTIMATE_MAX_LENGTH, type EstimateErrors, type EstimateField, type EstimateValues } from './estimate-form';
import { isBlank, isValidEmail, isValidPhone, isValidZip } from './rules';
import { isStateAbbreviation } from './us-states';

/** The error message for one field's value, or undefined when it is valid. */
export function validateEstimateField(field: EstimateField, value: string): string | undefined {
  if (isBlank(value)) return MESSAGES.required;
  if (value.length > ESTIMATE_MAX_LENGTH[field]) return `This field must be at most ${ESTIMATE_MAX_LENGTH[field]} characters.`;
  switch (field) {
    case 'emailAddress':
      return isValidEmail(value) ? undefined : MESSAGES.email;
    case 'phoneNumber':
      return isValidPhone(value) ? undefined : MESSAGES.phone;
    case 'zip':
      return isValidZip(value) ? undefined : MESSAGES.zip;
    case 'state':
      return isStateAbbreviation(value) ? undefined : MESSAGES.state;
    default:
      return undefined;
  }
}

export function validateEstimateValues(values: EstimateValues): EstimateErrors {
  const errors: EstimateErrors = {};
  for (const field of ESTIMATE_FIELDS) {
    const message = validateEstimateField(field, values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/** Builds the submission payload (values trimmed, the address nested, country USA) from valid form values. */
export function toEstimateRequest(values: EstimateValues, serviceTitanId: string): EstimateRequest {
  return {
    customerName: values.customerName.trim(),
    phoneNumber: values.phoneNumber.trim(),
    emailAddress: values.emailAddress.trim(),
    address: {
      street: values.street.trim(),
      city: values.city.trim(),
      state: values.state,
      zip: values.zip.trim(),
      country: 'USA',
    },
    summary: values.summary.trim(),
    serviceTitanId,
    sourceApplicationName: SOURCE_APPLICATION_NAME,
  };
}

/** The opt-out as sent: exactly two booleans, or null for anything else. */
function parsePrivacyOptOut(input: unknown): PrivacyOptOut | null {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return null;
  const { gpc, choice, ...rest } = input as Record<string, unknown>;
  if (typeof gpc !== 'boolean' || typeof choice !== 'boolean' || Object.keys(rest).length > 0) return null;
  return { gpc, choice };
}

type ParseResult = { ok: true; value: EstimateRequest } | { ok: false; errors: Record<string, string> };

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Server-side check of a submitted body with the same rules the form applies. */
export function parseEstimateRequest(body: unknown): ParseResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, errors: { body: 'Expected a JSON object.' } };
  }
  const input = body as Record<string, unknown>;
  const address = (typeof input.address === 'object' && input.address !== null ? input.address : {}) as Record<string, unknown>;
  const values: EstimateValues = {
    customerName: text(input.customerName),
    phoneNumber: text(input.phoneNumber),
    emailAddress: text(input.emailAddress),
    street: text(address.street),
    city: text(address.city),
    state: text(address.state),
    zip: text(address.zip),
    summary: text(input.summary),
  };
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(validateEstimateValues(values))) {
    const key = ['street', 'city', 'state', 'zip'].includes(field) ? `address.${field}` : field;
    errors[key] = message;
  }
  if (address.country !== undefined && address.country !== 'USA') errors['address.country'] = "Country must be 'USA'.";
  if (typeof input.serviceTitanId !== 'string' || input.serviceTitanId.length > 64) {
    errors.serviceTitanId = 'serviceTitanId must be a string of at most 64 characters.';
  }
  const source = input.sourceApplicationName;
  if (typeof source !== 'string' || isBlank(source)) errors.sourceApplicationName = 'sourceApplicationName is required.';
  else if (source.trim().length > 64) errors.sourceApplicationName = 'sourceApplicationName must be at most 64 characters.';
  const appointment = input.appointment === undefined ? undefined : parseAppointment(input.appointment);
  if (appointment && !appointment.ok) Object.assign(errors, appointment.errors);
  const officePath = input.officePath;
  if (officePath !== undefined && (typeof officePath !== 'string' || !isOfficeHomePath(officePath))) {
    errors.officePath = 'officePath must be an office home path such as "offices/summerlin".';
  }
  const optOut = input.privacyOptOut === undefined ? undefined : parsePrivacyOptOut(input.privacyOptOut);
  if (optOut === null) errors.privacyOptOut = 'privacyOptOut must be { "gpc": true|false, "choice": true|false }.';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const value: EstimateRequest = {
    ...toEstimateRequest(values, text(input.serviceTitanId)),
    sourceApplicationName: text(source).trim(),
    ...(appointment?.ok ? { appointment: appointment.value } : {}),
    ...(typeof officePath === 'string' ? { officePath } : {}),
    ...(optOut ? { privacyOptOut: optOut } : {}),
  };
  return { ok: true, value };
}
