import { ALL_POSTS } from './blog';
import { FRANCHISE_POSTS } from './franchise-blog';
import { parsePost } from './post-files';

// A post file is <yyyy-mm-dd>-<slug>.html: its fields as JSON in a leading comment, then the article.

const file = (head: string, body = '<p>Body.</p>') => `<!--\n${head}\n-->\n${body}`;
const good = '{ "title": "T", "description": "D", "cats": "Safety", "author": "Elena Ortiz", "scene": { "kind": "doors" } }';
const problemsOf = (name: string, text: string): string => {
  try {
    parsePost(name, text);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('blog post files', () => {
  it('reads the corporate posts oldest first and the office posts by office', () => {
    expect(ALL_POSTS.length).toBeGreaterThanOrEqual(35);
    const dates = ALL_POSTS.map((post) => post.date);
    expect(dates).toEqual([...dates].sort());
    expect(FRANCHISE_POSTS.summerlin?.length).toBeGreaterThan(10);
  });

  it('takes date and slug from the file name and keeps the body as written', () => {
    const post = parsePost('blog/2024-03-05-a-post.html', file(good, '<p>One</p>\n<p>Two</p>'));
    expect(post).toMatchObject({ date: '2024-03-05', slug: 'a-post', title: 'T', cats: 'Safety', scene: { kind: 'doors' } });
    expect(post.body).toBe('<p>One</p>\n<p>Two</p>');
  });

  it('names the file and each wrong field', () => {
    const bad =
      '{ "title": "", "description": "D", "cats": ["Safety", "Gardening"], "author": "A", "scene": { "kind": "kitchn" }, "cta": "Blue" }';
    const message = problemsOf('blog/2024-03-05-a-post.html', file(bad));
    expect(message).toMatch(/^data\/blog\/2024-03-05-a-post\.html:/);
    expect(message).toContain('title must be a non-empty string');
    expect(message).toContain('cats ["Safety","Gardening"]');
    expect(message).toContain('scene.kind must be one of');
    expect(message).toContain('cta must be one of Red, Yellow, Green');
  });

  it('refuses a file without its head, with a name that is not date-slug, or with bad JSON', () => {
    expect(problemsOf('blog/2024-03-05-a-post.html', '<p>No head</p>')).toContain('starts with <!--');
    expect(problemsOf('blog/a-post.html', file(good))).toContain('<yyyy-mm-dd>-<slug>.html');
    expect(problemsOf('blog/2024-03-05-a-post.html', file('{ "title": }'))).toMatch(/^data\/blog\/2024-03-05-a-post\.html: .*JSON/);
  });
});
