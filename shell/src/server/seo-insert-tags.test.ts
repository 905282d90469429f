import type { SeoScript, SiteSettings } from '@handyman/contracts';
import { inertScriptText, seoInsertTags } from './seo-insert-tags';

const BASE = 'https://www.example.com';
const none = () => false;

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
    BASE,
  );
  expect(head).toEqual([
    '<meta name="author" content="A &quot;quoted&quot; &lt;name&gt;" data-seo-insert="Author" />',
    '<meta http-equiv="X-UA-Compatible" content="IE=edge" data-seo-insert="IE" />',
  ]);
});

test('scripts: inline text kept inert, http(s) sources only (deferred unless async), the one at index 6 never', () => {
  const scripts: SeoScript[] = Array.from({ length: 8 }, (_, i) => ({ CommentLabel: `s${i}`, innerContent: `var s${i};` }));
  scripts[1] = { CommentLabel: 'ld', type: 'application/ld+json', innerContent: '{"name":"</script><script>alert(1)</script>"}' };
  scripts[2] = { CommentLabel: 'src', Src: '/js/a.js' };
  scripts[3] = { CommentLabel: 'async', Src: 'https://cdn.example.com/b.js', async: 'true' };
  scripts[4] = { CommentLabel: 'bad', Src: 'javascript:alert(1)' };
  const { head } = seoInsertTags(seo({ Script: scripts }), none, BASE);
  expect(head).toEqual([
    '<script data-seo-insert="s0">var s0;</script>',
    '<script type="application/ld+json" data-seo-insert="ld">{"name":"<\\/script><script>alert(1)<\\/script>"}</script>',
    '<script src="https://www.example.com/js/a.js" defer="" data-seo-insert="src"></script>',
    '<script src="https://cdn.example.com/b.js" async="" data-seo-insert="async"></script>',
    '<script data-seo-insert="s5">var s5;</script>',
    '<script data-seo-insert="s7">var s7;</script>',
  ]);
  expect(JSON.parse(inertScriptText('{"a":"</b>"}'))).toEqual({ a: '</b>' });
});

test('the noscript note shows content’s markup, sanitised; plain text stays text', () => {
  expect(
    seoInsertTags(
      seo({ NoScript: { Value: '<p>Turn on <b>JavaScript</b><script>alert(1)</script><img src=x onerror=alert(1)></p>' } }),
      none,
      BASE,
    ).body,
  ).toMatch(/^<noscript data-seo-insert="NoScript"><p>Turn on <b>JavaScript<\/b>(<img[^>]*>)?<\/p><\/noscript>$/);
  expect(seoInsertTags(seo({ NoScript: { Value: 'Use 3 < 4 & JavaScript' } }), none, BASE).body).toBe(
    '<noscript data-seo-insert="NoScript">Use 3 &lt; 4 &amp; JavaScript</noscript>',
  );
  expect(seoInsertTags(undefined, none, BASE)).toEqual({ head: [], body: '' });
});
