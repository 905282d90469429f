import { contactSuccessPath, rememberEstimateOffice } from './estimate-destination';

test('the matched office is remembered under recentEstimateSubmissionPath and locationMatch, and forgotten', () => {
  rememberEstimateOffice('offices/summerlin');
  expect(localStorage.getItem('recentEstimateSubmissionPath')).toBe('offices/summerlin');
  expect(localStorage.getItem('locationMatch')).toBe('offices/summerlin');
  expect(sessionStorage.getItem('locationMatch')).toBe('offices/summerlin');
  rememberEstimateOffice(null);
  expect([
    localStorage.getItem('recentEstimateSubmissionPath'),
    localStorage.getItem('locationMatch'),
    sessionStorage.getItem('locationMatch'),
  ]).toEqual([null, null, null]);
});

test('storage that throws is ignored', () => {
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  expect(() => rememberEstimateOffice('offices/summerlin')).not.toThrow();
});

test('success goes to the office contact_success page, or the corporate one', () => {
  expect(contactSuccessPath('offices/summerlin')).toBe('/offices/summerlin/contact_success');
  expect(contactSuccessPath('/offices/summerlin/')).toBe('/offices/summerlin/contact_success');
  expect(contactSuccessPath(null)).toBe('/contact_success');
});
