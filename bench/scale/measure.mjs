// Timing and memory helpers of the scale bench.
import { readFileSync } from 'node:fs';
import os from 'node:os';

export const round = (value, digits = 1) => (value === undefined || value === null ? null : Number(value.toFixed(digits)));

/** The p-th percentile (0-100) of numbers, nearest rank. */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const summary = (times) => ({ n: times.length, p50: round(percentile(times, 50), 2), p99: round(percentile(times, 99), 2) });

/** Milliseconds until the whole answer body is read; throws on a status other than `expect` (null: any status). */
export async function timed(url, { expect = 200, timeoutMs = 60_000 } = {}) {
  const started = performance.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
  const body = await response.arrayBuffer();
  const ms = performance.now() - started;
  if (expect !== null && response.status !== expect) throw new Error(`${url} answered ${response.status}, expected ${expect}`);
  return { ms, status: response.status, bytes: body.byteLength, body, headers: response.headers };
}

/**
 * Calls `next(i)` one after another until `count` calls or `maxMs` have passed (whichever comes
 * first: at scale a slow call is sampled, not exhausted); answers the latency summary.
 */
export async function sample(next, { count = 200, maxMs = 15_000 } = {}) {
  const times = [];
  const deadline = performance.now() + maxMs;
  for (let i = 0; i < count && performance.now() < deadline; i++) times.push((await timed(next(i))).ms);
  return summary(times);
}

/** Resident memory of a process in MB (and its peak), from /proc. */
export function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
  } catch {
    return { rssMb: null, peakMb: null };
  }
}

export const loadAverage = () => os.loadavg().map((value) => round(value, 2));

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
