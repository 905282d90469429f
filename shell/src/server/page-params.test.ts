import { pageReads } from './page-params';

describe('the query parameters a page reads', () => {
  it('keeps the ZIP box answer on any page, the out-of-area ZIP on thank-you pages, and nothing unread', () => {
    expect(pageReads('/', 'zipCode')).toBe(true);
    expect(pageReads('/services/painting', 'zipForm')).toBe(true);
    expect(pageReads('/contact_success', 'outOfArea')).toBe(true);
    expect(pageReads('/offices/summerlin/contact_success', 'outOfArea')).toBe(true);
    expect(pageReads('/offices/summerlin', 'outOfArea')).toBe(false);
    expect(pageReads('/blog/search', 'q')).toBe(true);
    expect(pageReads('/offices', 'noFranchises')).toBe(true);
    expect(pageReads('/', 'q')).toBe(false);
    expect(pageReads('/contact_success', 'anything')).toBe(false);
  });
});
