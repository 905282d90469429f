import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkOffice } from './office-checks';
import { OFFICES, OFFICES_DIR } from './offices';

// An office data file is checked as it is read: an edit the compiler used to catch (a misspelt
// region or scene, a missing field, a malformed time or ZIP) is an error naming file and field.

const summerlin = (): Record<string, unknown> => JSON.parse(readFileSync(join(OFFICES_DIR, 'summerlin.json'), 'utf8'));
const problemsOf = (data: unknown): string => {
  try {
    checkOffice(data, 'data/offices/x.json');
    return '';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('office data files', () => {
  it('reads every office in list order, each with its sub-page content', () => {
    expect(OFFICES[0]?.slug).toBe('summerlin');
    expect(OFFICES.length).toBeGreaterThanOrEqual(12);
    expect(OFFICES.every((office) => office.subPages && office.news.length > 0 && office.seasonal.length > 0)).toBe(true);
  });

  it('accepts a well-formed office', () => {
    expect(problemsOf(summerlin())).toBe('');
  });

  it('names each wrong field of a file', () => {
    const office = { ...summerlin(), region: 'dessert', beforeAfter: 'kitchn', phone: '', hours: { weekdays: ['7:30', '17:00'] } };
    const message = problemsOf(office);
    expect(message).toMatch(/^data\/offices\/x\.json:/);
    expect(message).toContain('region "dessert" is not one of desert,');
    expect(message).toContain('beforeAfter "kitchn"');
    expect(message).toContain('phone must be a non-empty string');
    expect(message).toContain('hours.weekdays must be');
  });

  it('refuses a missing list, a bad ZIP, an unknown icon and a file that is not an object', () => {
    const office = summerlin();
    delete office.team;
    office.owned = ['8913'];
    office.offers = [{ name: 'x', description: 'x', terms: 'x', icon: 'coupon-ish' }];
    const message = problemsOf(office);
    expect(message).toContain('team must be a list');
    expect(message).toContain('ZIP "8913" must be five digits');
    expect(message).toContain('offers[0].icon "coupon-ish"');
    expect(problemsOf([])).toContain('an office file holds one object');
  });
});
