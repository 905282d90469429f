import { HYDRATION_STATE_ID } from '../app/hydration-state';
import { renderDocument } from './document';
import { TEST_CONFIG } from '@handyman/shared/testing';

const TEMPLATE = '<!doctype html><html><head><title>Handyman Services</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';

test('the head gets the page title, description, robots, canonical and stylesheets; the markup goes in #root', () => {
  const html = renderDocument(TEMPLATE, {
    head: { title: 'Decks | Brand', description: 'Build a deck', robots: 'noindex' },
    canonical: 'https://www.example.com/services/decks',
    stylesheets: ['/styles.1234abcd.css'],
    inlineCss: ['.deck{color:red}</style><script>alert(1)</script>'],
    html: '<main><h1>Decks</h1></main>',
  });
  expect(html).toContain('<style>.deck{color:red}<\\/style><script>alert(1)</script></style>');
  expect(html).toContain('<title>Decks | Brand</title>');
  expect(html).toContain('<meta name="description" content="Build a deck" />');
  expect(html).toContain('<meta name="robots" content="noindex" data-ssr-robots />');
  expect(html).toContain('<link rel="canonical" href="https://www.example.com/services/decks" />');
  expect(html).toContain('<link rel="stylesheet" href="/styles.1234abcd.css" />');
  expect(html).toContain('<div id="root"><main><h1>Decks</h1></main></div>');
});

test('content in the head is escaped, and the state block can never be ended by content', () => {
  const hostile = '</script><script>alert(1)</script>';
  const html = renderDocument(TEMPLATE, {
    head: { title: `"><script>alert(1)</script>`, description: hostile },
    canonical: '',
    stylesheets: [],
    html: '',
    hydration: { config: TEST_CONFIG, path: '/', resources: { x: { status: 'success', data: hostile } }, remoteFallbacks: [], remotesRendered: [] },
  });
  expect(html).not.toContain('<script>alert(1)</script>');
  const state = html.slice(html.indexOf(`id="${HYDRATION_STATE_ID}">`));
  expect(state.indexOf('</script>')).toBe(state.lastIndexOf('</script>'));
  expect(JSON.parse(state.slice(state.indexOf('>') + 1, state.indexOf('</script>'))).resources.x.data).toBe(hostile);
});
