import type { SeoScript, SiteSettings } from '@handyman/contracts';
import { inertScriptText, seoInsertTags, tagsHtml, type TagOptions } from './seo-insert-tags';

const BASE = 'https://www.example.com';
const none = () => false;
const TAGS: TagOptions = { site: `${BASE}/services`, media: 'https://media.example.net/media/', gpc: false };

const seo = (fields: Partial<SiteSettings['SEO']>): SiteSettings['SEO'] => ({
  MetaTag: [],
  Script: [],
  NoScript: { Value: '' },
  ...fields,
});

test('meta tags with their content and label, escaped; one the head already has is left out', () => {
  const { head } = seoInsertTags(
    seo({
      MetaTag: [
        { commentlabel: 'Author', name: 'author', content: 'A "quoted" <name>' },
        { commentlabel: 'Theme', name: 'theme-color', content: '#fff' },
        { commentlabel: 'IE', httpequiv: 'X-UA-Compatible', content: 'IE=edge' },
        { commentlabel: 'No content', name: 'empty' },
      ],
    }),
    (key) => key === 'theme-color',
    TAGS,
  );
  expect(head).toEqual([
    '<meta name="author" content="A &quot;quoted&quot; &lt;name&gt;" data-seo-insert="Author" />',
    '<meta http-equiv="X-UA-Compatible" content="IE=edge" data-seo-insert="IE" />',
  ]);
});

test('scripts are tags written inert with their purpose (advertising when unnamed); the one at index 6 never', () => {
  const scripts: SeoScript[] = Array.from({ length: 8 }, (_, i) => ({
    CommentLabel: `s${i}`,
    purpose: 'analytics',
    innerContent: `var s${i};`,
  }));
  scripts[1] = { CommentLabel: 'ld', type: 'application/ld+json', innerContent: '{"name":"</script><script>alert(1)</script>"}' };
  scripts[2] = { CommentLabel: 'src', Src: '/js/a.js', purpose: 'strictly-necessary' };
  scripts[3] = { CommentLabel: 'async', Src: 'https://cdn.example.com/b.js', async: 'true', referrerpolicy: 'no-referrer' };
  scripts[4] = { CommentLabel: 'bad', Src: 'javascript:alert(1)' };
  scripts[5] = { CommentLabel: 'media', Src: 'Scripts/tag.js?tag=x', purpose: 'Analytics' as never, type: 'module' };
  const { head } = seoInsertTags(seo({ Script: scripts }), none, TAGS);
  expect(head).toEqual([
    '<script type="text/plain" data-tag-purpose="analytics" data-seo-insert="s0">var s0;</script>',
    '<script type="application/ld+json" data-seo-insert="ld">{"name":"<\\/script><script>alert(1)<\\/script>"}</script>',
    '<script type="text/plain" data-tag-purpose="strictly-necessary" data-src="https://www.example.com/js/a.js" data-seo-insert="src"></script>',
    '<script type="text/plain" data-tag-purpose="advertising" data-src="https://cdn.example.com/b.js" data-referrerpolicy="no-referrer" data-async="" data-seo-insert="async"></script>',
    '<script type="text/plain" data-tag-purpose="analytics" data-src="https://media.example.net/media/Scripts/tag.js?tag=x" data-type="module" data-seo-insert="media"></script>',
    '<script type="text/plain" data-tag-purpose="analytics" data-seo-insert="s7">var s7;</script>',
  ]);
  expect(JSON.parse(inertScriptText('{"a":"</b>"}'))).toEqual({ a: '</b>' });
});

test('a request with Global Privacy Control gets no advertising tag in its HTML at all', () => {
  const scripts: SeoScript[] = [
    { CommentLabel: 'need', purpose: 'strictly-necessary', Src: 'https://a.example/n.js' },
    { CommentLabel: 'count', purpose: 'analytics', Src: 'https://a.example/c.js' },
    { CommentLabel: 'ads', purpose: 'advertising', Src: 'https://ads.example/t.js' },
    { CommentLabel: 'unnamed', Src: 'https://ads.example/u.js' },
  ];
  const html = tagsHtml(scripts, 'data-office-tag', { ...TAGS, gpc: true }).join('');
  expect(html).toContain('data-office-tag="need"');
  expect(html).toContain('data-office-tag="count"');
  expect(html).not.toContain('ads.example');
});

test('the noscript note shows content’s markup, sanitised; plain text stays text', () => {
  expect(
    seoInsertTags(
      seo({ NoScript: { Value: '<p>Turn on <b>JavaScript</b><script>alert(1)</script><img src=x onerror=alert(1)></p>' } }),
      none,
      TAGS,
    ).body,
  ).toMatch(/^<noscript data-seo-insert="NoScript"><p>Turn on <b>JavaScript<\/b>(<img[^>]*>)?<\/p><\/noscript>$/);
  expect(seoInsertTags(seo({ NoScript: { Value: 'Use 3 < 4 & JavaScript' } }), none, TAGS).body).toBe(
    '<noscript data-seo-insert="NoScript">Use 3 &lt; 4 &amp; JavaScript</noscript>',
  );
  expect(seoInsertTags(undefined, none, TAGS)).toEqual({ head: [], body: '' });
});
