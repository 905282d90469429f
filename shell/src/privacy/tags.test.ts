import { isScriptType, tagElement, tagPurposeOf, tagSource } from './tags';

const BASES = { site: 'https://www.example.com/offices/summerlin', media: 'https://media.example.net/media' };

test('a purpose is one of three; anything else (or none) is advertising, the strictest', () => {
  expect(tagPurposeOf({ purpose: 'strictly-necessary' })).toBe('strictly-necessary');
  expect(tagPurposeOf({ purpose: ' Analytics ' as never })).toBe('analytics');
  expect(tagPurposeOf({})).toBe('advertising');
  expect(tagPurposeOf({ purpose: 'functional' as never })).toBe('advertising');
});

test('only script types are tags; data blocks are written as they are', () => {
  expect(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript'].every((type) => isScriptType(type))).toBe(true);
  expect(isScriptType(undefined)).toBe(true);
  expect(['application/ld+json', 'text/template', 'text/plain'].some((type) => isScriptType(type))).toBe(false);
  expect(tagElement({ type: 'application/ld+json', innerContent: '{}', purpose: 'advertising' }, BASES)).toEqual({
    attributes: [['type', 'application/ld+json']],
    text: '{}',
    purpose: null,
  });
});

test('sources: absolute as they are, site paths on the site, other paths in the media library, http(s) only', () => {
  expect(tagSource('https://cdn.example/t.js', BASES)).toBe('https://cdn.example/t.js');
  expect(tagSource('/js/t.js', BASES)).toBe('https://www.example.com/js/t.js');
  expect(tagSource('Scripts/t.js?tag=a', BASES)).toBe('https://media.example.net/media/Scripts/t.js?tag=a');
  expect(tagSource('//cdn.example/t.js', BASES)).toBe('https://cdn.example/t.js');
  expect(tagSource('javascript:alert(1)', BASES)).toBeNull();
  expect(tagSource('ftp://x.example/t.js', BASES)).toBeNull();
});
