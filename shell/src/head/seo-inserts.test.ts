import { setRuntimeConfig } from '@handyman/platform';
import { TEST_CONFIG } from '@handyman/testing';
import { buildScript, insertSeoTags, SEO_INSERT_ATTRIBUTE, SKIPPED_SCRIPT_INDEX } from './seo-inserts';
import { headSettings, INDEX_HEAD, numberedScripts } from '../testing/settings-fixtures';

const inserts = () => Array.from(document.querySelectorAll(`[${SEO_INSERT_ATTRIBUTE}]`));
const labels = () => inserts().map((element) => element.getAttribute(SEO_INSERT_ATTRIBUTE));

beforeEach(() => {
  // Each test's page makes its own decision: a gate that ran in an earlier test is forgotten.
  delete (window as { sitePrivacy?: unknown }).sitePrivacy;
  setRuntimeConfig(TEST_CONFIG);
  document.head.innerHTML = INDEX_HEAD;
  document.body.innerHTML = '<div id="root"></div>';
});

test('meta tags, scripts and the noscript note are inserted, each marked with its label', () => {
  expect(insertSeoTags(headSettings(numberedScripts(2)).SEO)).toBe(true);
  expect(labels()).toEqual(['Site author', 'Legacy IE', 'script 0', 'script 1', 'NoScript']);
  expect(document.head.querySelector('meta[name="author"]')).toHaveAttribute('content', 'Brightwood Handyman Services');
  expect(document.head.querySelector('meta[http-equiv="X-UA-Compatible"]')).toHaveAttribute('content', 'IE=edge');
  expect(document.head.querySelectorAll('script[type="text/plain"]')).toHaveLength(2);
  expect(document.body.firstElementChild?.tagName).toBe('NOSCRIPT');
});

test('inserted once only: a second call, or inserts already there, add nothing', () => {
  insertSeoTags(headSettings(numberedScripts(2)).SEO);
  expect(insertSeoTags(headSettings(numberedScripts(3)).SEO)).toBe(false);
  expect(inserts()).toHaveLength(5);

  document.head.innerHTML = `<meta name="author" content="earlier" ${SEO_INSERT_ATTRIBUTE}="x">`;
  document.body.innerHTML = '';
  expect(insertSeoTags(headSettings(numberedScripts(1)).SEO)).toBe(false);
  expect(document.head.querySelectorAll('script[data-seo-insert]')).toHaveLength(0);
});

test(`the script at index ${SKIPPED_SCRIPT_INDEX} of the list is skipped, every other one inserted`, () => {
  insertSeoTags(headSettings(numberedScripts(9)).SEO);
  const scriptLabels = Array.from(document.head.querySelectorAll('script[data-seo-insert]')).map((script) =>
    script.getAttribute(SEO_INSERT_ATTRIBUTE),
  );
  expect(scriptLabels).toEqual(['script 0', 'script 1', 'script 2', 'script 3', 'script 4', 'script 5', 'script 7', 'script 8']);
});

test('a meta tag the page already has (theme-color) is not duplicated', () => {
  insertSeoTags(headSettings().SEO);
  expect(document.head.querySelectorAll('meta[name="theme-color"]')).toHaveLength(1);
});

test('scripts go in inert, with only the allowed attributes; inline bodies are text, never markup', () => {
  const script = buildScript({
    type: 'text/javascript',
    purpose: 'analytics',
    nonce: 'abc',
    referrerpolicy: 'no-referrer',
    async: 'true',
    innerContent: '</script><img src=x onerror="window.pwned=1">',
    ...({ onload: 'window.pwned=1', id: 'x' } as object),
  })!;
  expect(script.type).toBe('text/plain');
  // The settings' nonce is one fixed value: it would allow nothing a hash does not, so it is not written.
  expect(script.getAttributeNames().sort()).toEqual(['data-referrerpolicy', 'data-tag-purpose', 'data-type', 'type']);
  expect(script.textContent).toBe('</script><img src=x onerror="window.pwned=1">');
  expect(script.children).toHaveLength(0);
  const data = buildScript({ type: 'application/ld+json', innerContent: '{"a":1}' })!;
  expect([data.type, data.getAttributeNames()]).toEqual(['application/ld+json', ['type']]);
});

test('tag sources: http(s) only; a site path on the site, a media path on the media host; in order unless marked async', () => {
  const external = buildScript({ Src: 'https://cdn.example/tag.js', async: 'false', innerContent: 'ignored' })!;
  expect({ ...external.dataset }).toEqual({ tagPurpose: 'advertising', src: 'https://cdn.example/tag.js' });
  expect(external.textContent).toBe('');
  expect(buildScript({ Src: '/js/a.js' })!.dataset.src).toBe(`${window.location.origin}/js/a.js`);
  expect({ ...buildScript({ Src: 'Scripts/a.js', async: 'true' })!.dataset }).toMatchObject({
    src: `${TEST_CONFIG.mediaHost.replace(/\/+$/, '')}/Scripts/a.js`,
    async: '',
  });
  expect(buildScript({ Src: 'javascript:alert(1)' })).toBeNull();
  expect(buildScript({ Src: 'data:text/javascript,alert(1)' })).toBeNull();
  expect(buildScript({ CommentLabel: 'empty' })).toBeNull();
});

test('inserted tags are started by the tag gate as the visitor allows: no advertising after an opt-out', () => {
  document.cookie = 'privacyChoices=sale-out.analytics-on';
  try {
    insertSeoTags(
      headSettings([
        { CommentLabel: 'count', purpose: 'analytics', innerContent: 'window.counted = true;' },
        { CommentLabel: 'ads', purpose: 'advertising', innerContent: 'window.advertised = true;' },
      ]).SEO,
    );
    const running = Array.from(document.head.querySelectorAll('script:not([type="text/plain"])')).map((script) => script.textContent);
    expect(running).toContain('window.counted = true;');
    expect(running).not.toContain('window.advertised = true;');
  } finally {
    document.cookie = 'privacyChoices=; max-age=0';
  }
});

test('the noscript note stays text: its markup is never parsed into the page', () => {
  insertSeoTags(headSettings().SEO);
  const noscript = document.querySelector('noscript')!;
  expect(noscript.textContent).toBe('<p>Call us at 866-FIX-MY-HOME.</p>');
  expect(noscript.querySelector('p')).toBeNull();
});

test('no settings, nothing inserted', () => {
  expect(insertSeoTags(undefined)).toBe(false);
  expect(inserts()).toHaveLength(0);
});
