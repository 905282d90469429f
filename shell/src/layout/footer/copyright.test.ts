import { copyrightLine } from './copyright';

test('the {Year} placeholder becomes the current year', () => {
  expect(copyrightLine('© {Year} Brightwood Handyman Services LLC. All rights reserved.', 2031)).toBe(
    '© 2031 Brightwood Handyman Services LLC. All rights reserved.',
  );
  expect(copyrightLine('{year}–{YEAR}', 2031)).toBe('2031–2031');
});

test('copy without a placeholder gets the current year in front, replacing a stale one', () => {
  expect(copyrightLine('Brightwood Handyman Services LLC', 2031)).toBe('© 2031 Brightwood Handyman Services LLC');
  expect(copyrightLine('© 2019 Brightwood Handyman Services LLC', 2031)).toBe('© 2031 Brightwood Handyman Services LLC');
  expect(copyrightLine('&copy; 2019 Brightwood', 2031)).toBe('© 2031 Brightwood');
});

test('no copy still shows the year and the owner', () => {
  expect(copyrightLine(undefined, 2031, 'Brightwood Handyman')).toBe('© 2031 Brightwood Handyman');
  expect(copyrightLine('  ', 2031)).toBe('© 2031');
});
