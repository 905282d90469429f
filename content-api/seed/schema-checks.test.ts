import type { BlogPost } from '@handyman/contracts';
import { checkPage, isCalendarDate, type Problems } from './schema-checks';

function post(fields: Partial<BlogPost>): BlogPost {
  return {
    Name: 'old-post',
    Title: 'An old post',
    URL: 'blog/1998/04/02/old-post',
    SURL: 'blog/1998/04/02/old-post',
    Heading: 'An old post',
    Post: '<p>Text.</p>',
    DatePublished: '1998-04-02',
    IGX_Categories: { BlogCategories: [{ Name: 'Home Maintenance' }], Authors: { Name: 'Jane Doe', ImageUrl: '' } as never },
    ...fields,
  };
}

function problems(page: BlogPost): Problems {
  const out: Problems = [];
  checkPage('BlogPost', { BlogPost: page }, page.SURL, out);
  return out;
}

const categories = (...names: string[]) => ({ BlogCategories: names.map((Name) => ({ Name })), Authors: { Name: 'Jane Doe' } as never });

describe('blog post checks', () => {
  it('accept a post of any year with any number of categories', () => {
    expect(problems(post({}))).toEqual([]);
    const many = Array.from({ length: 14 }, (_, index) => `Category ${index}`);
    expect(problems(post({ IGX_Categories: categories(...many) }))).toEqual([]);
    const future = post({ DatePublished: '2031-01-05', URL: 'blog/2031/01/05/old-post', SURL: 'blog/2031/01/05/old-post' });
    expect(problems(future)).toEqual([]);
  });

  it.each([
    ['a day that does not exist', { DatePublished: '2024-02-30' }, /not a date/],
    ['a date in another format', { DatePublished: '03/15/2024' }, /not a date/],
    ['an update before publication', { DateUpdated: '1997-01-01' }, /DateUpdated before DatePublished/],
    ['no category', { IGX_Categories: categories() }, /no category/],
    ['a category without a name', { IGX_Categories: categories('Safety', ' ') }, /without a name/],
    ['a category twice', { IGX_Categories: categories('Safety', 'Safety') }, /listed twice/],
  ])('catch %s', (_name, fields, message) => {
    expect(problems(post(fields as Partial<BlogPost>))).toEqual(expect.arrayContaining([expect.stringMatching(message)]));
  });

  it('catch a URL date that differs from the publication date', () => {
    expect(problems(post({ DatePublished: '1998-04-03' }))).toEqual(expect.arrayContaining([expect.stringMatching(/SURL date/)]));
  });

  it.each(['2024-03-15', '2024-03-15T10:00:00Z', '1901-12-31'])('read %j as a date', (value) => expect(isCalendarDate(value)).toBe(true));
});
