import { cityGrids } from './city-columns';

const cities = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

test('up to 9 cities make one column', () => {
  expect(cityGrids(cities(7))).toEqual([[cities(7)]]);
});

test('columns break after the 9th, 18th and 24th city', () => {
  const grid = cityGrids(cities(24))[0] ?? [];
  expect(grid.map((column) => column.length)).toEqual([9, 9, 6]);
  expect(grid.map((column) => column[0])).toEqual([1, 10, 19]);
});

test('a 10th city starts the second column', () => {
  expect(cityGrids(cities(10))[0]?.map((column) => column.length)).toEqual([9, 1]);
});

test('more than 24 cities start another grid', () => {
  const grids = cityGrids(cities(30));
  expect(grids).toHaveLength(2);
  expect(grids[1]).toEqual([[25, 26, 27, 28, 29, 30]]);
});
