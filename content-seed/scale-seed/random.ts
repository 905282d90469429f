/** A small seeded generator (mulberry32): the same randomSeed gives the same seed folder. */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  /** An index in [0, size) that favours small indexes (a few big categories, a long tail). */
  skewed(size: number): number;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(list: readonly T[]): T => {
      if (list.length === 0) throw new Error('pick from an empty list');
      return list[int(0, list.length - 1)] as T;
    },
    skewed: (size: number) => Math.min(size - 1, Math.floor(size * next() ** 2)),
  };
}

const SYLLABLES = ['ka', 'lo', 'mi', 'ven', 'dor', 'sa', 'tu', 'rel', 'bo', 'nix', 'pa', 'quor', 'fi', 'zel', 'mun', 'ga'];

/**
 * A made-up word unique to n (a syllable per base-16 digit, at least three): a search for it
 * finds exactly the one post that carries it.
 */
export function serialWord(n: number): string {
  const digits: string[] = [];
  let rest = n;
  do {
    digits.push(SYLLABLES[rest % SYLLABLES.length] as string);
    rest = Math.floor(rest / SYLLABLES.length);
  } while (rest > 0 || digits.length < 3);
  return digits.join('');
}
