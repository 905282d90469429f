import { franchisePathOf, isCampaignPath } from './paths';

test('campaign pages are any path containing campaign', () => {
  expect(isCampaignPath('/offices/summerlin/campaign/spring')).toBe(true);
  expect(isCampaignPath('/Spring-Campaign')).toBe(true);
  expect(isCampaignPath('/offices/summerlin')).toBe(false);
});

test('the franchise of an office address', () => {
  expect(franchisePathOf('/offices/Summerlin/our-team')).toBe('offices/summerlin');
  expect(franchisePathOf('/offices')).toBeNull();
  expect(franchisePathOf('/blog')).toBeNull();
});
