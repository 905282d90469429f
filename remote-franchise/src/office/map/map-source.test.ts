import { mapSource } from './map-source';

test.each([
  'https://www.google.com/maps/embed?pb=!1m18!1m12',
  'https://www.google.com/maps/embed/v1/place?q=Summerlin',
  'https://maps.google.com/maps?q=Summerlin&output=embed',
])('an https map embed on an allowed host is a frame: %s', (value) => {
  expect(mapSource(value)).toEqual({ kind: 'embed', url: value });
});

test.each([
  ['a relative media path', 'Images/Offices/summerlin/map.svg'],
  ['a rooted media path', '/Images/Offices/summerlin/map.png'],
  ['an https image', 'https://media.example/maps/summerlin.jpg'],
])('%s is an image', (_, value) => {
  expect(mapSource(value)).toEqual({ kind: 'image', path: value });
});

test.each([
  ['javascript: with embed in it', 'javascript:alert(document.cookie)//embed'],
  ['javascript: in mixed case with spaces', '  JaVaScRiPt:alert(1)//embed'],
  ['javascript: split by a newline', 'java\nscript:alert(1)//embed'],
  ['a data: URL', 'data:text/html,<script>alert(1)</script>embed'],
  ['a data: image', 'data:image/svg+xml,<svg onload="alert(1)"/>'],
  ['a vbscript: URL', 'vbscript:msgbox(1)'],
  ['an embed on another host', 'https://evil.example/maps/embed?pb=1'],
  ['a look-alike host', 'https://www.google.com.evil.example/maps/embed'],
  ['credentials in front of the host', 'https://www.google.com@evil.example/maps/embed'],
  ['plain http', 'http://www.google.com/maps/embed?pb=1'],
  ['an odd port', 'https://www.google.com:8443/maps/embed?pb=1'],
  ['another path on the allowed host', 'https://www.google.com/url?q=https://evil.example/embed'],
  ['a path that only starts like the embed path', 'https://www.google.com/maps/embedded-evil'],
  ['a protocol-relative URL', '//evil.example/map.svg'],
  ['a path climbing out of the media folder', 'Images/../../secret.svg'],
  ['a path that is no image', 'Images/Offices/summerlin/map.html'],
  ['an http image', 'http://media.example/map.png'],
  ['markup', '"><img src=x onerror=alert(1)>.svg'],
  ['nothing', '   '],
])('%s is dropped', (_, value) => {
  expect(mapSource(value)).toBeNull();
});

test('no value is no map', () => {
  expect(mapSource(undefined)).toBeNull();
  expect(mapSource(null)).toBeNull();
});
