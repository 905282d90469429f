import { Admission, AdmissionRefused } from './admission';

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

test('runs up to the bound at once, queues a few, and refuses the rest at once', async () => {
  let refused = 0;
  const admission = new Admission(2, 1, () => (refused += 1));
  const gates = [gate(), gate(), gate()];
  const order: number[] = [];
  const runs = gates.map((each, index) => admission.run(() => each.opened.then(() => order.push(index))));
  expect([admission.inFlight, admission.queued]).toEqual([2, 1]);
  await expect(admission.run(() => Promise.resolve(0))).rejects.toBeInstanceOf(AdmissionRefused);
  expect(refused).toBe(1);
  gates[2]!.open(); // queued: must not start before a slot frees
  await Promise.resolve();
  expect(order).toEqual([]);
  gates[0]!.open();
  gates[1]!.open();
  await Promise.all(runs);
  expect(order).toEqual([0, 1, 2]);
  expect([admission.inFlight, admission.queued]).toEqual([0, 0]);
});

test('a failed render frees its slot', async () => {
  const admission = new Admission(1, 0);
  await expect(admission.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
  await expect(admission.run(() => Promise.resolve('next'))).resolves.toBe('next');
});
