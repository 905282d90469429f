import { accordionItemForHash, headingSlug, serviceContentPath } from './service-rules';

test.each([
  ['Trim & Molding', 'trim-and-molding'],
  ['Door Won’t Latch', 'door-wont-latch'],
  ['What Sheen Should I Use?', 'what-sheen-should-i-use'],
  ['  Built-Ins & Shelving ', 'built-ins-and-shelving'],
])('%j is anchored as %s', (heading, slug) => {
  expect(headingSlug(heading)).toBe(slug);
});

test('the hash opens the item it names, however it is written; others open none', () => {
  const headings = ['Trim & Molding', 'Built-Ins & Shelving'];
  expect(accordionItemForHash('#trim-and-molding', headings)).toBe('trim-and-molding');
  expect(accordionItemForHash('#Built-Ins-And-Shelving', headings)).toBe('built-ins-and-shelving');
  expect(accordionItemForHash('#decks', headings)).toBeNull();
  expect(accordionItemForHash('', headings)).toBeNull();
});

test.each([
  ['/services/painting', 'services/painting'],
  ['/services/doors-and-windows/doors/', 'services/doors-and-windows/doors'],
  ['/Summerlin/Services/Painting', 'services/painting'],
  ['/summerlin/services/doors-and-windows/windows', 'services/doors-and-windows/windows'],
])('%s shows the content at %s', (pathname, contentPath) => {
  expect(serviceContentPath(pathname)).toBe(contentPath);
});
