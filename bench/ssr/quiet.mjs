// Lighthouse's simulated throttling multiplies the main-thread tasks it observes by 4, so every
// millisecond another process takes from this 2-core machine is counted four times in TBT: the same
// build scored TBT 35 ms on a quiet machine and 203 ms minutes later with a build running beside it.
// The benches that run Lighthouse wait before each page (up to BENCH_QUIET_WAIT_MS) until the
// 1-minute load average is below BENCH_QUIET_LOAD, and record the load it was measured at.
import os from 'node:os';

export const QUIET_LOAD = Number(process.env.BENCH_QUIET_LOAD || 1.5);
export const QUIET_WAIT_MS = Number(process.env.BENCH_QUIET_WAIT_MS || 180_000);

export const oneMinuteLoad = () => Number(os.loadavg()[0].toFixed(2));

/** Waits until the machine is quiet (or QUIET_WAIT_MS has passed); returns the 1-minute load then. */
export async function untilQuiet(log = () => undefined) {
  const started = Date.now();
  while (oneMinuteLoad() >= QUIET_LOAD && Date.now() - started < QUIET_WAIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
  const load = oneMinuteLoad();
  if (load >= QUIET_LOAD) log(`the machine is still busy (1-min load ${load}): measuring anyway`);
  return load;
}
