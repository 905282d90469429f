import { recentOfficeFromCookies, writeRecentOfficeCookie } from './recent-office-cookie';

test('reads the office from a Cookie header, and nothing that is not an office path', () => {
  expect(recentOfficeFromCookies('a=1; recentOffice=offices%2Fsummerlin; b=2')).toBe('offices/summerlin');
  expect(recentOfficeFromCookies('recentOffice=offices/plano')).toBe('offices/plano');
  for (const header of [
    undefined,
    '',
    'a=1',
    'recentOffice=',
    'recentOffice=%E0%A4%A',
    'recentOffice=../admin',
    'recentOffice=offices/x<script>',
  ]) {
    expect(recentOfficeFromCookies(header)).toBeNull();
  }
});

test('writes the office for a year, and clears it', () => {
  writeRecentOfficeCookie('offices/summerlin');
  expect(recentOfficeFromCookies(document.cookie)).toBe('offices/summerlin');
  writeRecentOfficeCookie(null);
  expect(recentOfficeFromCookies(document.cookie)).toBeNull();
  writeRecentOfficeCookie('not an office');
  expect(recentOfficeFromCookies(document.cookie)).toBeNull();
});
