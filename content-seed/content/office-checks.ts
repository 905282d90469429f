// Checks one office data file as it is read: the compiler no longer sees the data, so a missing
// field, a misspelt scene, icon or region, or a malformed time or ZIP is a clear error naming the
// file and the field, before any page is built from it.
import { WEEKDAYS } from '@handyman/contracts';
import { ICONS } from '../lib/brand';
import { BEFORE_AFTER_KINDS, REGION_NAMES, SCENE_KINDS } from '../lib/scenes';
import type { OfficeRecord } from './office-types';

type Data = Record<string, unknown>;

const TEXT_FIELDS = ['slug', 'name', 'city', 'state', 'abbr', 'address', 'zip', 'phone', 'clientId'] as const;
const MORE_TEXT = ['serviceTitanId', 'license', 'owners', 'payment', 'intro'] as const;
const LIST_FIELDS = ['owned', 'allowed', 'offers', 'team', 'reviews', 'gallery', 'cities', 'packages', 'news', 'seasonal'] as const;

const isObject = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const isTime = (value: unknown) => typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
const isDaySpec = (value: unknown) =>
  value === 'appt' || value === 'closed' || (Array.isArray(value) && value.length === 2 && value.every(isTime));

function checkShape(office: Data, problems: string[]): void {
  for (const field of [...TEXT_FIELDS, ...MORE_TEXT]) {
    if (typeof office[field] !== 'string' || office[field] === '') problems.push(`${field} must be a non-empty string`);
  }
  if (!Number.isInteger(office.opened)) problems.push('opened must be a year');
  for (const field of LIST_FIELDS) if (!Array.isArray(office[field])) problems.push(`${field} must be a list`);
  if (!isObject(office.why)) problems.push('why must be { heading, copy }');
  if (!isObject(office.campaign)) problems.push('campaign must be { slug, heading, copy }');
}

function checkNames(office: Data, problems: string[]): void {
  const oneOf = (where: string, value: unknown, names: readonly string[]) => {
    if (typeof value !== 'string' || !names.includes(value)) problems.push(`${where} "${String(value)}" is not one of ${names.join(', ')}`);
  };
  oneOf('region', office.region, REGION_NAMES);
  oneOf('beforeAfter', office.beforeAfter, BEFORE_AFTER_KINDS);
  list(office.gallery).forEach((item, index) => oneOf(`gallery[${index}].scene`, isObject(item) ? item.scene : item, SCENE_KINDS));
  list(office.offers).forEach((item, index) => oneOf(`offers[${index}].icon`, isObject(item) ? item.icon : item, Object.keys(ICONS)));
}

function checkHoursAndZips(office: Data, problems: string[]): void {
  const hours = isObject(office.hours) ? office.hours : {};
  if (!isDaySpec(hours.weekdays)) problems.push('hours.weekdays must be ["hh:mm", "hh:mm"], "appt" or "closed"');
  for (const day of WEEKDAYS) {
    if (day in hours && !isDaySpec(hours[day])) problems.push(`hours.${day} must be ["hh:mm", "hh:mm"], "appt" or "closed"`);
  }
  for (const zip of [office.zip, ...list(office.owned), ...list(office.allowed)]) {
    if (typeof zip !== 'string' || !/^\d{5}$/.test(zip)) problems.push(`ZIP "${String(zip)}" must be five digits`);
  }
}

/** The office in a data file, or an error listing everything wrong with it. */
export function checkOffice(data: unknown, file: string): OfficeRecord {
  if (!isObject(data)) throw new Error(`${file}: an office file holds one object`);
  const problems: string[] = [];
  checkShape(data, problems);
  checkNames(data, problems);
  checkHoursAndZips(data, problems);
  if (problems.length > 0) throw new Error(`${file}:\n  ${problems.join('\n  ')}`);
  return data as unknown as OfficeRecord;
}
