import { Counter, gaugeLines, Histogram, Registry } from './prometheus';

describe('Prometheus text format', () => {
  it('writes counters by label set, escaping label values', async () => {
    const registry = new Registry();
    const counter = registry.register(new Counter('things_total', 'Things seen.'));
    counter.inc({ reason: 'spam' });
    counter.inc({ reason: 'spam' }, 2);
    counter.inc({ reason: 'a "quoted"\\ne\nw' });
    expect(await registry.render()).toBe(
      [
        '# HELP things_total Things seen.',
        '# TYPE things_total counter',
        'things_total{reason="spam"} 3',
        'things_total{reason="a \\"quoted\\"\\\\ne\\nw"} 1',
        '',
      ].join('\n'),
    );
  });

  it('writes cumulative histogram buckets, +Inf, sum and count', async () => {
    const registry = new Registry();
    const histogram = registry.register(new Histogram('took_seconds', 'Time taken.', [0.1, 1]));
    histogram.observe({ route: '/a' }, 0.05);
    histogram.observe({ route: '/a' }, 0.5);
    histogram.observe({ route: '/a' }, 3);
    expect((await registry.render()).split('\n')).toEqual([
      '# HELP took_seconds Time taken.',
      '# TYPE took_seconds histogram',
      'took_seconds_bucket{route="/a",le="0.1"} 1',
      'took_seconds_bucket{route="/a",le="1"} 2',
      'took_seconds_bucket{route="/a",le="+Inf"} 3',
      'took_seconds_sum{route="/a"} 3.55',
      'took_seconds_count{route="/a"} 3',
      '',
    ]);
  });

  it('writes gauges read at scrape time', () => {
    expect(gaugeLines('waiting', 'Waiting.', [{ value: 2 }, { labels: { status: 'x' }, value: Number.NaN }])).toEqual([
      '# HELP waiting Waiting.',
      '# TYPE waiting gauge',
      'waiting 2',
      'waiting{status="x"} NaN',
    ]);
  });
});
