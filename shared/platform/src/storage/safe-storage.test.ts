import { readStorage, readStorageJson, writeStorage, writeStorageJson } from './safe-storage';

function breakStorage(method: 'getItem' | 'setItem' | 'removeItem') {
  return jest.spyOn(Storage.prototype, method).mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
}

test('reads and writes local and session storage', () => {
  expect(writeStorage('a', '1')).toBe(true);
  expect(writeStorage('b', '2', 'session')).toBe(true);
  expect(readStorage('a')).toBe('1');
  expect(readStorage('b', 'session')).toBe('2');
  expect(readStorage('b')).toBeNull();
  writeStorage('a', null);
  expect(readStorage('a')).toBeNull();
});

test('storage that throws reads as nothing and reports failed writes', () => {
  breakStorage('getItem');
  breakStorage('setItem');
  breakStorage('removeItem');
  expect(readStorage('a')).toBeNull();
  expect(writeStorage('a', '1')).toBe(false);
  expect(writeStorage('a', null)).toBe(false);
  expect(readStorageJson('a')).toBeNull();
});

test('JSON that is corrupt or unserialisable is treated as absent', () => {
  window.localStorage.setItem('j', '{not json');
  expect(readStorageJson('j')).toBeNull();
  const cyclic: Record<string, unknown> = {};
  cyclic.self = cyclic;
  expect(writeStorageJson('j', cyclic)).toBe(false);
  expect(writeStorageJson('j', { ok: true })).toBe(true);
  expect(readStorageJson('j')).toEqual({ ok: true });
});
