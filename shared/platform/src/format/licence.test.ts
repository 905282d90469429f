import { formatLicence } from './licence';

test.each([
  ['Contractors License: 0079431', '#0079431'],
  ['Contractor License 52174', '#52174'],
  ['LIC# 52144', '#52144'],
  ['License# 87214', '#87214'],
  ['LIC# ROC 318842', '#ROC 318842'],
  ['Contractors License: NC GC 79311', '#NC GC 79311'],
  ['contractor license: 2019-0412', '#2019-0412'],
  ['AUS-2021-04417', '#AUS-2021-04417'],
])('%s is shown as %s', (raw, shown) => {
  expect(formatLicence(raw)).toBe(shown);
});

test('a number that already carries # keeps it and gets no second one', () => {
  expect(formatLicence('#ROC 318842')).toBe('#ROC 318842');
  expect(formatLicence('ROC #318842')).toBe('ROC #318842');
});

test('no licence shows nothing', () => {
  expect(formatLicence(undefined)).toBe('');
  expect(formatLicence('   ')).toBe('');
  expect(formatLicence('LIC#')).toBe('');
});
