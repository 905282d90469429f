/**
 * A few Prometheus metric types written as the text exposition format (version 0.0.4). Small on
 * purpose: counters, histograms, and gauges read when scraped.
 */
export type Labels = Readonly<Record<string, string>>;

export interface Sample {
  labels?: Labels;
  value: number;
}

export interface Metric {
  render(): Promise<string[]> | string[];
}

export const PROMETHEUS_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

function labelText(labels: Labels | undefined): string {
  const entries = Object.entries(labels ?? {});
  if (entries.length === 0) return '';
  return `{${entries.map(([name, value]) => `${name}="${escapeLabel(value)}"`).join(',')}}`;
}

function numberText(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Infinity) return '+Inf';
  if (value === -Infinity) return '-Inf';
  return String(value);
}

function header(name: string, help: string, type: string): string[] {
  return [`# HELP ${name} ${help.replace(/\\/g, '\\\\').replace(/\n/g, '\\n')}`, `# TYPE ${name} ${type}`];
}

/** Series are kept by their labels' text: the label sets used here are few and fixed. */
export class Counter implements Metric {
  private readonly values = new Map<string, number>();

  constructor(
    readonly name: string,
    private readonly help: string,
  ) {}

  inc(labels?: Labels, by = 1): void {
    const key = labelText(labels);
    this.values.set(key, (this.values.get(key) ?? 0) + by);
  }

  value(labels?: Labels): number {
    return this.values.get(labelText(labels)) ?? 0;
  }

  render(): string[] {
    const lines = header(this.name, this.help, 'counter');
    for (const [labels, value] of this.values) lines.push(`${this.name}${labels} ${numberText(value)}`);
    return lines;
  }
}

interface HistogramSeries {
  labels: Labels;
  counts: number[];
  sum: number;
  count: number;
}

export class Histogram implements Metric {
  private readonly series = new Map<string, HistogramSeries>();

  constructor(
    readonly name: string,
    private readonly help: string,
    private readonly buckets: readonly number[],
  ) {}

  observe(labels: Labels, value: number): void {
    const key = labelText(labels);
    let series = this.series.get(key);
    if (series === undefined) {
      series = { labels, counts: this.buckets.map(() => 0), sum: 0, count: 0 };
      this.series.set(key, series);
    }
    this.buckets.forEach((bound, index) => {
      if (value <= bound && series) series.counts[index] = (series.counts[index] ?? 0) + 1;
    });
    series.sum += value;
    series.count += 1;
  }

  render(): string[] {
    const lines = header(this.name, this.help, 'histogram');
    for (const series of this.series.values()) {
      this.buckets.forEach((bound, index) => {
        lines.push(`${this.name}_bucket${labelText({ ...series.labels, le: numberText(bound) })} ${series.counts[index] ?? 0}`);
      });
      lines.push(`${this.name}_bucket${labelText({ ...series.labels, le: '+Inf' })} ${series.count}`);
      lines.push(`${this.name}_sum${labelText(series.labels)} ${numberText(series.sum)}`);
      lines.push(`${this.name}_count${labelText(series.labels)} ${series.count}`);
    }
    return lines;
  }
}

/** A gauge's lines, for values read at scrape time (e.g. from the database). */
export function gaugeLines(name: string, help: string, samples: readonly Sample[]): string[] {
  const lines = header(name, help, 'gauge');
  for (const sample of samples) lines.push(`${name}${labelText(sample.labels)} ${numberText(sample.value)}`);
  return lines;
}

export class Registry {
  private readonly metrics: Metric[] = [];

  register<T extends Metric>(metric: T): T {
    this.metrics.push(metric);
    return metric;
  }

  counter(name: string, help: string): Counter {
    return this.register(new Counter(name, help));
  }

  async render(): Promise<string> {
    const parts = await Promise.all(this.metrics.map((metric) => metric.render()));
    return `${parts.flat().join('\n')}\n`;
  }
}
