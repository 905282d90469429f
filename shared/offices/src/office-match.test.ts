import { buildLocalOffice } from '@handyman/testing';
import { matchOfficeByZip, officePathOf, territoryOf } from './office-match';

// Tempe owns 85281 and may serve 85282; Mesa owns 85201 and may serve 85282 too.
const TEMPE = buildLocalOffice({ Name: 'Tempe', OwnedZipcodes: ['85281'], AllowedZipcodes: ['85282'] });
const MESA = buildLocalOffice({ Name: 'Mesa', OwnedZipcodes: ['85201'], AllowedZipcodes: ['85282'] });

test("an office's territory is its owned and allowed ZIPs merged", () => {
  expect(territoryOf(TEMPE)).toEqual(['85281', '85282']);
});

test('the first office whose territory holds the ZIP matches; none for an unknown ZIP', () => {
  expect(matchOfficeByZip([TEMPE, MESA], '85201')?.Name).toBe('Mesa');
  expect(matchOfficeByZip([TEMPE, MESA], '85282')?.Name).toBe('Tempe');
  expect(matchOfficeByZip([TEMPE, MESA], '59801')).toBeUndefined();
});

test('an office path loses its surrounding slashes', () => {
  expect(officePathOf('/offices/tempe/')).toBe('offices/tempe');
});
