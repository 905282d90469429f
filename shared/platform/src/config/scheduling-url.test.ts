import { setRuntimeConfig } from './runtime';
import { officeSchedulingUrl } from './scheduling-url';
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
