// Defensive readers for seed JSON: the seed is data, so a missing or oddly typed field must
// degrade to an empty value rather than crash start-up.

export type JsonRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Text of a field that is either a plain string or a CMS `{ Value }` object. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (isRecord(value)) return textOf(value.Value);
  return '';
}

export function recordOf(value: unknown): JsonRecord {
  return isRecord(value) ? value : {};
}

/** A list field that the CMS may send as one object or as an array. */
export function listOf(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

export function stringList(value: unknown): string[] {
  return listOf(value)
    .map((item) => textOf(item).trim())
    .filter((item) => item !== '');
}
