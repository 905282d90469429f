import { linkColumns } from './link-columns';

test('a group’s links come in lists of at most 9, none lost', () => {
  const links = Array.from({ length: 20 }, (_, index) => ({ Name: `s${index}`, URL: `services/s${index}` }));
  const columns = linkColumns(links);
  expect(columns.map((column) => column.length)).toEqual([9, 9, 2]);
  expect(columns.flat()).toEqual(links);
  expect(linkColumns(links.slice(0, 9))).toHaveLength(1);
  expect(linkColumns([])).toEqual([]);
  expect(linkColumns(undefined)).toEqual([]);
});
