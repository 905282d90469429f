/*
 * What a lead's text may hold before it is validated, stored and forwarded. Invisible control
 * characters are removed rather than refused: they come from pastes and bots, never from what a
 * person meant to type, and turning a visitor away for an invisible character loses a real lead.
 *
 * Removed from every field: NUL and the other C0 controls (ESC included), DEL, the C1 controls,
 * the bidirectional embeddings, overrides and isolates (U+202A-202E, U+2066-2069) and marks
 * (U+200E, U+200F, U+061C), the byte-order mark U+FEFF, and unpaired surrogates. Line breaks
 * (CR LF, CR, LF, U+0085, U+2028, U+2029) become LF in the multi-line `summary` (TAB kept there)
 * and a space in every one-line field, which also turns TAB into a space.
 */
const ALWAYS_REMOVED =
  // eslint-disable-next-line no-control-regex -- finding control characters is this pattern's job
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u0080-\u0084\u0086-\u009f\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069\ufeff]/g;
const LINE_BREAK = /\r\n|[\r\n\u0085\u2028\u2029]/g;

function wellFormed(value: string): string {
  // Lone surrogates cannot be stored as UTF-8 or shown; U+FFFD is what toWellFormed would put, we drop them.
  return value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '');
}

export function cleanMultiLine(value: string): string {
  return wellFormed(value).replace(LINE_BREAK, '\n').replace(ALWAYS_REMOVED, '');
}

export function cleanOneLine(value: string): string {
  return wellFormed(value).replace(LINE_BREAK, ' ').replace(/\t/g, ' ').replace(ALWAYS_REMOVED, '');
}

const MULTI_LINE_FIELDS = new Set(['summary']);

function cleanFields(input: Record<string, unknown>): Record<string, unknown> {
  const output: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    output[key] = typeof value === 'string' ? (MULTI_LINE_FIELDS.has(key) ? cleanMultiLine(value) : cleanOneLine(value)) : value;
  }
  return output;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The estimate body with its text fields (and the address's) cleaned; anything else is left for validation to judge. */
export function cleanEstimateBody(body: unknown): unknown {
  if (!isRecord(body)) return body;
  const cleaned = cleanFields(body);
  if (isRecord(body.address)) cleaned.address = cleanFields(body.address);
  return cleaned;
}
