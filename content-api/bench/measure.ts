import os from 'node:os';
import autocannon from 'autocannon';

export interface Scenario {
  name: string;
  goalP99Ms: number;
  /** Builds each request; called once per request so every one can differ. */
  request: () => { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string };
}

export interface Measurement {
  name: string;
  targetRate: number;
  durationSeconds: number;
  requests: number;
  requestsPerSecond: number;
  ok: number;
  non2xx: number;
  errors: number;
  /** Exact percentiles of the 2xx timings autocannon reports per response (fractional ms). */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** autocannon's own histogram figures (whole ms, with its coordinated-omission correction). */
  autocannonP50Ms: number;
  autocannonP99Ms: number;
  goalP99Ms: number;
  metGoal: boolean;
  /** One-minute load average of the machine at the end of the run: other work on the same cores shows here. */
  loadAverage: number;
}

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

const round = (value: number): number => Math.round(value * 100) / 100;

/** Drives the service at a fixed overall rate with autocannon and summarises what it saw. */
export function measure(
  baseUrl: string,
  scenario: Scenario,
  options: { rate: number; seconds: number; connections: number },
): Promise<Measurement> {
  const timings: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections: options.connections,
        duration: options.seconds,
        overallRate: options.rate,
        requests: [{ setupRequest: (request) => ({ ...request, ...scenario.request() }) }],
      },
      (error: unknown, result: autocannon.Result) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        timings.sort((a, b) => a - b);
        const p99 = percentile(timings, 0.99);
        return resolve({
          name: scenario.name,
          targetRate: options.rate,
          durationSeconds: result.duration,
          requests: result.requests.total,
          requestsPerSecond: round(result.requests.total / result.duration),
          ok: result['2xx'],
          non2xx: result.non2xx,
          errors: result.errors,
          p50Ms: round(percentile(timings, 0.5)),
          p99Ms: round(p99),
          maxMs: round(timings[timings.length - 1] ?? Number.NaN),
          autocannonP50Ms: result.latency.p50,
          autocannonP99Ms: result.latency.p99,
          goalP99Ms: scenario.goalP99Ms,
          metGoal: p99 < scenario.goalP99Ms && result.non2xx === 0 && result.errors === 0,
          loadAverage: round(os.loadavg()[0] ?? 0),
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) timings.push(responseTime);
    });
  });
}
