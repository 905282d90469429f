import type { ContentReader } from './content-reader';

/** The reader with at most `limit` calls in flight; later calls wait their turn in order. */
export function withConcurrency(read: ContentReader, limit: number): ContentReader {
  let active = 0;
  const waiting: (() => void)[] = [];
  const acquire = (): Promise<void> => {
    if (active < limit) {
      active += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  // A finished call hands its slot straight to the next waiting one.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  };
  return async function limited<T>(path: string, searchParams?: Record<string, string | number>): Promise<T> {
    await acquire();
    try {
      return await read<T>(path, searchParams);
    } finally {
      release();
    }
  };
}
