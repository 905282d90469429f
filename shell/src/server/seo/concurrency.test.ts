import { withConcurrency } from './concurrency';
import type { ContentReader } from './content-reader';

test('at most the limit runs at once, every call is answered, and a failure frees its slot', async () => {
  let running = 0;
  let most = 0;
  async function slow<T>(path: string): Promise<T> {
    running += 1;
    most = Math.max(most, running);
    await new Promise((resolve) => setTimeout(resolve, 1));
    running -= 1;
    if (path === 'bad') throw new Error('bad');
    return path as T;
  }
  const read = withConcurrency(slow as ContentReader, 3);
  const paths = Array.from({ length: 20 }, (_, i) => (i === 4 ? 'bad' : `p${i}`));
  const answers = await Promise.allSettled(paths.map((path) => read<string>(path)));
  expect(most).toBe(3);
  expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(19);
});
