import { isTimeZone } from '@handyman/contracts/validation';

// The zone a state keeps (for a state split between two, the zone most of it keeps): used when an
// office's content names no TimeZone, and then the page says which zone its times are in.
const STATE_ZONES: Record<string, string> = {
  AK: 'America/Anchorage',
  AL: 'America/Chicago',
  AR: 'America/Chicago',
  AS: 'Pacific/Pago_Pago',
  AZ: 'America/Phoenix',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DC: 'America/New_York',
  DE: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  GU: 'Pacific/Guam',
  HI: 'Pacific/Honolulu',
  IA: 'America/Chicago',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  MA: 'America/New_York',
  MD: 'America/New_York',
  ME: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MO: 'America/Chicago',
  MP: 'Pacific/Saipan',
  MS: 'America/Chicago',
  MT: 'America/Denver',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  NE: 'America/Chicago',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NV: 'America/Los_Angeles',
  NY: 'America/New_York',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  PR: 'America/Puerto_Rico',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VA: 'America/New_York',
  VI: 'America/St_Thomas',
  VT: 'America/New_York',
  WA: 'America/Los_Angeles',
  WI: 'America/Chicago',
  WV: 'America/New_York',
  WY: 'America/Denver',
};

/** Where nothing says otherwise. */
export const DEFAULT_ZONE = 'America/New_York';

export interface OfficeZone {
  zone: string;
  /** 'office' when the office's content names its zone; else it is its state's, or the default. */
  source: 'office' | 'state' | 'default';
}

export function officeZoneOf(contentZone: string, stateAbbreviation: string): OfficeZone {
  if (isTimeZone(contentZone.trim())) return { zone: contentZone.trim(), source: 'office' };
  const byState = STATE_ZONES[stateAbbreviation.trim().toUpperCase()];
  return byState ? { zone: byState, source: 'state' } : { zone: DEFAULT_ZONE, source: 'default' };
}

/** The zone's everyday name on a day, e.g. "Pacific Time" (Arizona's "Mountain Standard Time"). */
export function zoneName(zone: string, instant: number): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longGeneric' }).formatToParts(instant);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
}

/** The day (YYYY-MM-DD) and minute of the day it is at an instant in a zone. */
export function localNow(instant: number, zone: string): { date: string; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}
