// The shell's server under load: p99 latency at a fixed request rate with hot pages in the render
// cache, and the median of uncached renders (a distinct query string per request misses the
// cache, whose key is path plus query, so every answer is a full server render).
import autocannon from 'autocannon';

/** `rate` requests/s for `seconds` against `url`, after a 3 s warm-up at the same rate (JIT, cache). */
export async function cachedLoad(url, { rate = 200, seconds = 20, connections = 50 } = {}) {
  const options = { url, connections, overallRate: rate, headers: { 'accept-encoding': 'br, gzip' } };
  await autocannon({ ...options, duration: 3 });
  const result = await autocannon({ ...options, duration: seconds });
  return {
    rate,
    seconds,
    connections,
    requests: result.requests.total,
    achievedRate: Number((result.requests.total / seconds).toFixed(1)),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
  };
}

/**
 * `count` sequential requests, each with its own value of a parameter every page reads (the ZIP
 * box's id: the server drops parameters no page reads from the render and its cache key, so any
 * other would be answered from the cache); the median and p90 time in ms.
 */
export async function uncachedRenders(url, { count = 200 } = {}) {
  const times = [];
  const stamp = Date.now();
  for (let i = 0; i < count; i += 1) {
    const started = process.hrtime.bigint();
    const response = await fetch(`${url}?zipForm=bench-${stamp}-${i}`, { headers: { 'accept-encoding': 'br, gzip' } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`uncached render ${i} answered ${response.status}`);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  const sorted = times.sort((a, b) => a - b);
  const at = (q) => Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1));
  return { count, medianMs: at(0.5), p90Ms: at(0.9), minMs: Number(sorted[0].toFixed(1)) };
}
