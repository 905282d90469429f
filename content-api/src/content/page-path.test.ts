import { datedBlogSlug, normalisePagePath, shortBlogSlug } from './page-path';

describe('normalisePagePath', () => {
  it.each([
    ['', 'home'],
    ['/', 'home'],
    ['  //  ', 'home'],
    ['/Offices/Summerlin/', 'offices/summerlin'],
    ['Resources/404', 'resources/404'],
    ['offices/summerlin/contact_success', 'offices/summerlin/contact-success'],
    ['offices//summerlin///our-team', 'offices/summerlin/our-team'],
  ])('%j -> %j', (raw, expected) => {
    expect(normalisePagePath(raw)).toBe(expected);
  });
});

describe('blog slugs', () => {
  it('reads the slug of dated and short blog paths only', () => {
    expect(datedBlogSlug('blog/2024/03/15/fix-a-leaky-faucet')).toBe('fix-a-leaky-faucet');
    expect(datedBlogSlug('blog/2024/03/fix-a-leaky-faucet')).toBeUndefined();
    expect(shortBlogSlug('blog/fix-a-leaky-faucet')).toBe('fix-a-leaky-faucet');
    expect(shortBlogSlug('blog/2024/03/15/fix-a-leaky-faucet')).toBeUndefined();
  });
});
