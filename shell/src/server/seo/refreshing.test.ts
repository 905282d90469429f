import { Refreshing } from './refreshing';
import { setLogWriter } from '../ops/logger';

/** A build the test finishes by hand, counting how often it was started. */
function heldBuild() {
  const settle: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const build = jest.fn(() => new Promise<string>((resolve, reject) => settle.push({ resolve, reject })));
  return { build, next: () => settle.shift()! };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

test('built once while fresh; concurrent callers share the build', async () => {
  let now = 0;
  const { build, next } = heldBuild();
  const value = new Refreshing(build, 1000, 5000, () => now);
  const both = Promise.all([value.get(), value.get()]);
  next().resolve('one');
  expect(await both).toEqual(['one', 'one']);
  now = 999;
  expect(await value.get()).toBe('one');
  expect(build).toHaveBeenCalledTimes(1);
});

test('stale: answered at once while one rebuild runs; a failed rebuild keeps the old value until it is too old', async () => {
  let now = 0;
  const { build, next } = heldBuild();
  const value = new Refreshing(build, 1000, 5000, () => now);
  const first = value.get();
  next().resolve('one');
  await first;
  now = 2000;
  const errors = jest.fn();
  setLogWriter(errors);
  expect(await Promise.all([value.get(), value.get()])).toEqual(['one', 'one']);
  expect(build).toHaveBeenCalledTimes(2);
  next().reject(new Error('content service down'));
  await tick();
  expect(errors).toHaveBeenCalled();
  expect(await value.get()).toBe('one');
  next().resolve('two');
  await tick();
  expect(await value.get()).toBe('two');

  now = 2000 + 1000 + 5000;
  const waiting = value.get();
  next().reject(new Error('still down'));
  await expect(waiting).rejects.toThrow('still down');
  setLogWriter();
});
