import { createPageRecord, type PageRecord } from '@handyman/platform';
import { PAGE_RECORD_ID, REMOTES_ATTRIBUTE } from '../lib/page-record-marks';
import { recentOfficeFlagScript } from '../layout/header/recent/recent-office-flag';
import { renderToStaticMarkup } from 'react-dom/server';
import { renderDocument, type DocumentParts } from './document';
import { TEST_CONFIG } from '@handyman/testing';

/** The record of a server render of `/` that loaded `resources`. */
const rendered = (resources: PageRecord['resources'] = {}): PageRecord => ({
  ...createPageRecord('/', true),
  config: TEST_CONFIG,
  resources,
});

/** A document's parts with nothing in them but what a test gives. */
const parts = (given: Partial<DocumentParts>): DocumentParts => ({
  head: {},
  status: 200,
  pageUrl: 'https://www.example.com/',
  stylesheets: [],
  html: '',
  ...given,
});

const TEMPLATE =
  '<!doctype html><html><head><title>Handyman Services</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';

test("the page's head elements, as React renders them, move into the head; the markup goes in #root", () => {
  const app = renderToStaticMarkup(
    <main>
      <title>Decks | Brand</title>
      <meta name="description" content="Build a deck" />
      <meta name="robots" content="noindex" />
      <link rel="canonical" href="https://www.example.com/services/decks" />
      <h1>Decks</h1>
    </main>,
  );
  const html = renderDocument(
    TEMPLATE,
    parts({
      stylesheets: ['/styles.1234abcd.css'],
      inlineCss: [{ href: 'https://remote.example/routes.1.css?"><x>', text: '.deck{color:red}</style><script>alert(1)</script>' }],
      html: app,
    }),
  );
  expect(html).toContain(
    '<style data-href="https://remote.example/routes.1.css?&quot;&gt;&lt;x&gt;">.deck{color:red}<\\/style><script>alert(1)</script></style>',
  );
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head.match(/<title>/g)).toHaveLength(1);
  expect(head).toContain('<title>Decks | Brand</title>');
  expect(head).toContain('<meta name="description" content="Build a deck"/>');
  expect(head).toContain('<meta name="robots" content="noindex"/>');
  expect(head).toContain('<link rel="canonical" href="https://www.example.com/services/decks"/>');
  expect(head).toContain('<link rel="stylesheet" href="/styles.1234abcd.css" />');
  expect(html).toContain('<div id="root"><main><h1>Decks</h1></main></div>');
});

test('a page without a title of its own gets the site default', () => {
  const html = renderDocument(TEMPLATE, parts({ html: '<main></main>' }));
  expect(html).toContain('<title>Handyman Services</title>');
});

test('an answer that is not a 200 keeps its title and robots but has no canonical link or link preview', () => {
  const app = renderToStaticMarkup(
    <>
      <title>Page not found</title>
      <meta name="robots" content="noindex" />
      <link rel="canonical" href="https://www.example.com/x" />
      <meta property="og:url" content="https://www.example.com/x" />
      <meta name="twitter:card" content="summary_large_image" />
      <p>Not here</p>
    </>,
  );
  const html = renderDocument(TEMPLATE, parts({ status: 404, html: app }));
  expect(html).toContain('<title>Page not found</title>');
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  expect(html).not.toContain('canonical');
  expect(html).not.toContain('og:url');
  expect(html).not.toContain('twitter:card');
  expect(html).toContain('<div id="root"><p>Not here</p></div>');
});

test('content in the head is escaped, and the state block can never be ended by content', () => {
  const hostile = '</script><script>alert(1)</script>';
  const app = renderToStaticMarkup(
    <>
      <title>{`"><script>alert(1)</script>`}</title>
      <meta name="description" content={hostile} />
    </>,
  );
  const html = renderDocument(TEMPLATE, parts({ html: app, record: rendered({ x: { status: 'success', data: hostile } }) }));
  expect(html).not.toContain('<script>alert(1)</script>');
  const state = html.slice(html.indexOf(`id="${PAGE_RECORD_ID}">`));
  // The block's first end tag is its own: what follows is the next element of the page.
  expect(state.slice(state.indexOf('</script>') + '</script>'.length)).toMatch(/^(<script>\(function|<\/body>|$)/);
  expect(JSON.parse(state.slice(state.indexOf('>') + 1, state.indexOf('</script>'))).resources.x.data).toBe(hostile);
});

test('the app’s script leaves the head and starts after the first view is painted, 3 s at the latest', () => {
  const html = renderDocument(TEMPLATE, parts({ html: '<main></main>', record: rendered() }));
  expect(html).not.toContain('<script defer src="/main.js"></script>');
  const body = html.slice(html.indexOf('<body>'));
  const loader = body.slice(body.indexOf(`</script><script>`) + '</script><script>'.length, body.lastIndexOf('</script>'));
  expect(loader).toContain('script.src = "/main.js"');
  expect(loader).toContain("observe({ type: 'largest-contentful-paint', buffered: true })");
  expect(loader).toContain('setTimeout(start, 3000)');
  // It runs as written: no syntax error.
  expect(() => new Function(loader)).not.toThrow();
});

test('a page sent without state (nothing to hydrate) keeps the template’s script as it is', () => {
  const html = renderDocument(TEMPLATE, parts({}));
  expect(html).toContain('<script defer src="/main.js"></script>');
});

test('the recent-office head script comes first in the head, before any stylesheet can hold it up', () => {
  const html = renderDocument(TEMPLATE, parts({ stylesheets: ['/styles.css'] }));
  const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
  const script = head.indexOf(`<script>${recentOfficeFlagScript}</script>`);
  expect(script).toBeGreaterThan(-1);
  expect(script).toBeLessThan(head.indexOf('<link rel="stylesheet"'));
});

test('a page that forgets the visitor’s office has no recent-office head script: no room is held for a bar that will not come', () => {
  const html = renderDocument(TEMPLATE, parts({ recentOfficeFlag: false }));
  expect(html).not.toContain(recentOfficeFlagScript);
});

test("the brand's favicons and theme colour replace the template's placeholder icon and colour", () => {
  const template = TEMPLATE.replace('<title>', '<meta name="theme-color" content="#d02030"/><link rel="icon" href="data:,"/><title>');
  const html = renderDocument(
    template,
    parts({
      head: {
        icons: [
          { rel: 'icon', sizes: '16x16', type: 'image/png', href: 'https://media.example/16.png' },
          { rel: 'apple-touch-icon', sizes: '180x180', href: 'https://media.example/a.png?x="><script>alert(1)</script>' },
        ],
        themeColor: '#b01020"><script>alert(1)</script>',
      },
    }),
  );
  expect(html).not.toContain('data:,');
  expect(html).toContain('<link rel="icon" sizes="16x16" type="image/png" href="https://media.example/16.png" />');
  expect(html).toContain(
    '<link rel="apple-touch-icon" sizes="180x180" href="https://media.example/a.png?x=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" />',
  );
  expect(html.match(/name="theme-color"/g)).toHaveLength(1);
  expect(html).toContain('<meta name="theme-color" content="#b01020&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" />');
  expect(html).not.toContain('<script>alert(1)');
});

test('without brand favicons the placeholder icon and the template colour stay', () => {
  const template = TEMPLATE.replace('<title>', '<meta name="theme-color" content="#d02030"/><link rel="icon" href="data:,"/><title>');
  const html = renderDocument(template, parts({ head: { icons: [] } }));
  expect(html).toContain('<link rel="icon" href="data:,"/>');
  expect(html).toContain('<meta name="theme-color" content="#d02030"/>');
});

test('the data block carries what hydration needs of the record, the route error as data', () => {
  const record = {
    ...rendered(),
    routeError: Object.assign(new Error('gone'), { name: 'NotFoundError' }),
    remotesRendered: ['blog' as const],
  };
  const html = renderDocument(TEMPLATE, parts({ record }));
  // The remotes the page shows are named on the block too, for the browser's first script.
  const opening = `id="${PAGE_RECORD_ID}" ${REMOTES_ATTRIBUTE}="blog">`;
  expect(html).toContain(opening);
  const block = html.slice(html.indexOf(opening) + opening.length);
  expect(JSON.parse(block.slice(0, block.indexOf('</script>')))).toEqual({
    config: TEST_CONFIG,
    path: '/',
    resources: {},
    remoteFallbacks: [],
    remotesRendered: ['blog'],
    routeError: { name: 'NotFoundError', message: 'gone' },
  });
});

test("the settings' SEO inserts are in the server's HTML once: meta tags and scripts in the head, the note first in the body", () => {
  const html = renderDocument(
    TEMPLATE,
    parts({
      html: renderToStaticMarkup(<meta name="description" content="Home repair" />),
      head: {
        seoInserts: {
          MetaTag: [
            { commentlabel: 'Author', name: 'author', content: 'Brand' },
            { commentlabel: 'Description twice', name: 'description', content: 'Not this one' },
          ],
          Script: [{ CommentLabel: 'Layer', innerContent: 'window.dataLayer = [];' }],
          NoScript: { Value: 'Please turn on JavaScript.' },
        },
      },
    }),
  );
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain('<meta name="author" content="Brand" data-seo-insert="Author" />');
  expect(head).toContain(
    '<script type="text/plain" data-tag-purpose="advertising" data-seo-insert="Layer">window.dataLayer = [];</script>',
  );
  expect(html.match(/name="description"/g)).toHaveLength(1);
  expect(html).toMatch(/<body>\s*<noscript data-seo-insert="NoScript">Please turn on JavaScript.<\/noscript>/);
  expect(html.match(/data-seo-insert=/g)).toHaveLength(3);
});

describe("the page's tags", () => {
  const tag = (label: string, purpose: 'analytics' | 'advertising', src: string) => ({ CommentLabel: label, purpose, Src: src });
  const head = {
    seoInserts: { MetaTag: [], Script: [tag('site ads', 'advertising', 'Scripts/ads.js')], NoScript: { Value: '' } },
    officeTags: {
      head: [tag('office count', 'analytics', 'https://count.example/c.js')],
      footer: [tag('office ads', 'advertising', '/o.js')],
    },
  };
  const write = (gpc: boolean) => renderDocument(TEMPLATE, parts({ head, gpc, mediaHost: 'https://media.example/media/' }));

  test('are inert; the gate follows the head tags; the office footer tags end the body', () => {
    const html = write(false);
    const headEnd = html.slice(0, html.indexOf('</head>'));
    expect(headEnd).toMatch(
      /data-src="https:\/\/media\.example\/media\/Scripts\/ads\.js" data-seo-insert="site ads"><\/script>\s*<script type="text\/plain" data-tag-purpose="analytics" data-src="https:\/\/count\.example\/c\.js" data-office-tag="office count"><\/script>\s*<script>\(function \(w, d\)/,
    );
    expect(html).toMatch(/data-src="https:\/\/www\.example\.com\/o\.js" data-office-tag="office ads"><\/script>\s*<\/body>/);
    expect(html).not.toMatch(/\ssrc="https?:/);
    expect(html).toContain('<html><head>');
  });

  test('a request with Global Privacy Control: no advertising tag at all, and <html> tells the gate', () => {
    const html = write(true);
    expect(html).toContain('<html data-gpc="">');
    expect(html).toContain('office count');
    expect(html).not.toMatch(/ads\.js|o\.js|data-tag-purpose="advertising"/);
  });
});
