import { setRuntimeConfig } from './runtime';
import { officeSchedulingLink, officeSchedulingUrl } from './scheduling-url';
import { TEST_CONFIG } from '@handyman/testing';

beforeEach(() => setRuntimeConfig({ ...TEST_CONFIG, schedulingUrl: 'https://book.example/schedule?brand=bw' }));

test("an office's own scheduling page wins; otherwise the site's page is told which office", () => {
  expect(officeSchedulingUrl('offices/summerlin', 'https://summerlin.example/book')).toBe('https://summerlin.example/book');
  expect(officeSchedulingUrl('/offices/Summerlin/', '')).toBe('https://book.example/schedule?brand=bw&office=summerlin');
  expect(officeSchedulingUrl('offices/summerlin')).toBe('https://book.example/schedule?brand=bw&office=summerlin');
});

test("with no office the site's scheduling page is used as configured", () => {
  expect(officeSchedulingUrl(null)).toBe('https://book.example/schedule?brand=bw');
});

test('the ZIP the visitor gave goes with the office to the site’s page, never to an office’s own page', () => {
  expect(officeSchedulingUrl('offices/summerlin', null, '89135')).toBe('https://book.example/schedule?brand=bw&office=summerlin&zip=89135');
  expect(officeSchedulingUrl('offices/summerlin', 'https://summerlin.example/book', '89135')).toBe('https://summerlin.example/book');
  expect(officeSchedulingUrl('offices/summerlin', null, '8913')).toBe('https://book.example/schedule?brand=bw&office=summerlin');
});

test('an office’s own scheduling page is a web address its content names (CustomURL first); anything else is none', () => {
  expect(officeSchedulingLink({ Name: 'BookOnline', URL: 'https://a.example/book', CustomURL: 'https://b.example/book' })).toBe(
    'https://b.example/book',
  );
  expect(officeSchedulingLink({ Name: 'BookOnline', URL: ' https://a.example/book ' })).toBe('https://a.example/book');
  expect(officeSchedulingLink({ Name: 'BookOnline', URL: '' })).toBeNull();
  expect(officeSchedulingLink({ Name: 'BookOnline', URL: 'javascript:alert(1)' })).toBeNull();
  expect(officeSchedulingLink(undefined)).toBeNull();
});
