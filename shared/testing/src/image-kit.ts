/**
 * Checks an <img> is a photo the image service sizes for its layout: a w-descriptor srcset of the
 * service's widths from the media host, the layout's `sizes` (or what it must match), and a src the service sizes too.
 */
export function expectResponsiveImage(img: Element | null, sizes: string | RegExp): void {
  expect(img).not.toBeNull();
  const srcset = img?.getAttribute('srcset') ?? '';
  const candidates = srcset.split(', ');
  expect(candidates.length).toBeGreaterThan(1);
  for (const candidate of candidates) expect(candidate).toMatch(/^http:\/\/media\.test\/media\/\S+\?width=\d+ \d+w$/);
  if (typeof sizes === 'string') expect(img?.getAttribute('sizes')).toBe(sizes);
  else expect(img?.getAttribute('sizes')).toMatch(sizes);
  expect(img?.getAttribute('src')).toMatch(/\?width=\d+$/);
}
