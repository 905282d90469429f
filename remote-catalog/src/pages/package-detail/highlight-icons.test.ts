import { highlightIcon } from './highlight-icons';

test.each([
  ['fa-solid fa-clock', 'clock'],
  ['fa fa-calendar', 'calendar'],
  ['fa-solid fa-toolbox', 'tools'],
  ['fa-regular fa-hammer fa-lg', 'tools'],
  ['fa-solid fa-list-check', 'list'],
  ['fa-solid fa-house-circle-check', 'home'],
  ['FA-SOLID FA-SNOWFLAKE', 'cold'],
  ['fa-solid fa-faucet-drip', 'water'],
  ['fa-solid fa-magnifying-glass', 'search'],
])('%s is drawn as %s', (fontAwesomeClass, icon) => {
  expect(highlightIcon(fontAwesomeClass)).toBe(icon);
});

test.each([['fa-solid fa-dragon'], [''], [undefined], ['clock'], ['fa-solid fa-constructor']])('%j falls back to a check mark', (value) => {
  expect(highlightIcon(value)).toBe('check');
});
