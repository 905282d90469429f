// Browser storage that never throws: private modes, full quotas and blocked storage are treated as
// "nothing stored": a read or write that fails is silently ignored.

export type StorageKind = 'local' | 'session';

function area(kind: StorageKind): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readStorage(key: string, kind: StorageKind = 'local'): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Returns false when the value could not be stored. */
export function writeStorage(key: string, value: string | null, kind: StorageKind = 'local'): boolean {
  try {
    const storage = area(kind);
    if (!storage) return false;
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function readStorageJson<T>(key: string, kind: StorageKind = 'local'): T | null {
  const raw = readStorage(key, kind);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeStorageJson(key: string, value: unknown, kind: StorageKind = 'local'): boolean {
  let raw: string;
  try {
    raw = JSON.stringify(value);
  } catch {
    return false;
  }
  return writeStorage(key, raw, kind);
}
