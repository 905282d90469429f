// Prometheus text exposition (version 0.0.4), hand-written: counters, gauges and histograms with
// labels, enough for the shell's own numbers. Label values are escaped; callers keep them few.

export const METRICS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

type Labels = Record<string, string>;

const escapeLabel = (value: string) => value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');
const keyOf = (labels: Labels) =>
  Object.keys(labels)
    .sort()
    .map((name) => `${name}="${escapeLabel(labels[name]!)}"`)
    .join(',');
const withLabels = (name: string, key: string) => (key ? `${name}{${key}}` : name);

interface Metric {
  lines(): string[];
}

abstract class Named implements Metric {
  constructor(
    readonly name: string,
    private readonly help: string,
    private readonly type: string,
  ) {}
  lines(): string[] {
    return [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} ${this.type}`, ...this.samples()];
  }
  protected abstract samples(): string[];
}

export class Counter extends Named {
  private readonly values = new Map<string, number>();
  constructor(name: string, help: string) {
    super(name, help, 'counter');
  }
  inc(labels: Labels = {}, by = 1): void {
    const key = keyOf(labels);
    this.values.set(key, (this.values.get(key) ?? 0) + by);
  }
  protected samples(): string[] {
    return [...this.values].map(([key, value]) => `${withLabels(this.name, key)} ${value}`);
  }
}

export class Gauge extends Named {
  private readonly values = new Map<string, () => number>();
  constructor(name: string, help: string) {
    super(name, help, 'gauge');
  }
  /** The value is read when the metrics are written. */
  track(read: () => number, labels: Labels = {}): void {
    this.values.set(keyOf(labels), read);
  }
  protected samples(): string[] {
    return [...this.values].map(([key, read]) => `${withLabels(this.name, key)} ${read()}`);
  }
}

export class Histogram extends Named {
  private readonly series = new Map<string, { counts: number[]; sum: number; count: number }>();
  constructor(
    name: string,
    help: string,
    private readonly buckets: number[],
  ) {
    super(name, help, 'histogram');
  }
  observe(value: number, labels: Labels = {}): void {
    const key = keyOf(labels);
    let entry = this.series.get(key);
    if (!entry) this.series.set(key, (entry = { counts: this.buckets.map(() => 0), sum: 0, count: 0 }));
    this.buckets.forEach((bound, index) => {
      if (value <= bound) entry.counts[index]! += 1;
    });
    entry.sum += value;
    entry.count += 1;
  }
  protected samples(): string[] {
    return [...this.series].flatMap(([key, { counts, sum, count }]) => {
      const le = (bound: string) => (key ? `${key},le="${bound}"` : `le="${bound}"`);
      return [
        ...this.buckets.map((bound, index) => `${this.name}_bucket{${le(String(bound))}} ${counts[index]}`),
        `${this.name}_bucket{${le('+Inf')}} ${count}`,
        `${withLabels(`${this.name}_sum`, key)} ${sum}`,
        `${withLabels(`${this.name}_count`, key)} ${count}`,
      ];
    });
  }
}

export class Registry {
  private readonly metrics: Metric[] = [];
  add<T extends Metric>(metric: T): T {
    this.metrics.push(metric);
    return metric;
  }
  text(): string {
    return `${this.metrics.flatMap((metric) => metric.lines()).join('\n')}\n`;
  }
}
