import { TEST_CONFIG } from '@handyman/testing';
import { mediaUrl, setRuntimeConfig } from './runtime';
import { parseRuntimeConfig, RuntimeConfigError } from './runtime-config';

test('a complete config is accepted as is', () => {
  expect(parseRuntimeConfig(JSON.parse(JSON.stringify(TEST_CONFIG)))).toEqual(TEST_CONFIG);
});

test('every problem is reported at once, naming the key', () => {
  const broken = {
    ...TEST_CONFIG,
    remotes: { franchise: 'not a url', blog: 'ftp://x/mf-manifest.json' },
    mediaHost: 3,
    subscriptionKey: null,
  };
  try {
    parseRuntimeConfig(broken);
    throw new Error('expected a RuntimeConfigError');
  } catch (error) {
    expect(error).toBeInstanceOf(RuntimeConfigError);
    expect((error as RuntimeConfigError).problems).toEqual([
      'remotes.franchise is not a valid absolute URL: "not a url"',
      'remotes.blog must be an http(s) URL, got "ftp://x/mf-manifest.json"',
      'remotes.catalog must be a non-empty URL string',
      'mediaHost must be a non-empty URL string',
      'subscriptionKey must be a string',
    ]);
  }
});

test.each([null, [], 'config', 1])('a non-object config %p is refused', (input) => {
  expect(() => parseRuntimeConfig(input)).toThrow('the file must hold a JSON object');
});

test('media paths are prefixed with the media host', () => {
  setRuntimeConfig(TEST_CONFIG);
  expect(mediaUrl('Images/Offices/summerlin/banner.svg')).toBe('http://media.test/media/Images/Offices/summerlin/banner.svg');
  expect(mediaUrl('/Images/a.svg')).toBe('http://media.test/media/Images/a.svg');
  expect(mediaUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
  expect(mediaUrl('')).toBe('');
});
