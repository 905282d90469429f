import { franchisePathOf, isCampaignPath, officeStatePath, safeSitePath } from './paths';

test('campaign pages are any path containing campaign', () => {
  expect(isCampaignPath('/offices/summerlin/campaign/spring')).toBe(true);
  expect(isCampaignPath('/Spring-Campaign')).toBe(true);
  expect(isCampaignPath('/offices/summerlin')).toBe(false);
});

test('the franchise of an office address', () => {
  expect(franchisePathOf('/offices/Summerlin/our-team')).toBe('offices/summerlin');
  expect(franchisePathOf('/offices')).toBeNull();
  expect(franchisePathOf('/blog')).toBeNull();
  // The finder's state pages belong to no office.
  expect(franchisePathOf('/offices/state/nevada')).toBeNull();
});

describe('safeSitePath', () => {
  test.each([
    ['offices/summerlin', '/offices/summerlin'],
    ['/offices/summerlin?x=1#reviews', '/offices/summerlin?x=1#reviews'],
    ['///offices', '/offices'],
  ])('%j is the site path %j', (value, path) => {
    expect(safeSitePath(value)).toBe(path);
  });

  test.each(['\\evil.example', '/\\evil.example', 'a\\b', 'offices/x\nLocation: //evil', 'a b', 'a\u0000', undefined, null])(
    '%j is refused',
    (value) => {
      expect(safeSitePath(value)).toBeNull();
    },
  );
});

describe('officeStatePath', () => {
  it.each([
    ['Nevada', '/offices/state/nevada'],
    ['New York', '/offices/state/new-york'],
    ['District of Columbia', '/offices/state/district-of-columbia'],
    ['  Puerto Rico ', '/offices/state/puerto-rico'],
  ])('gives %s its own page', (name, path) => {
    expect(officeStatePath(name)).toBe(path);
  });
});
