// What the browser tells the shell's server about a page view, by one beacon when the page is
// hidden (POST /_beacon; the server counts it in /metrics): largest contentful paint, the slowest
// interaction (an INP estimate from event timing) and the layout shift total, how many script
// errors happened, and how many hydration errors, with the builds the page was rendered with.
// Loaded after hydration; it only observes.

import { hydrationReport } from '../lib/page-builds';
import { BEACON_URL } from './beacon-url';

export { BEACON_URL };

interface Vitals {
  LCP?: number;
  INP?: number;
  CLS?: number;
}

type ShiftEntry = PerformanceEntry & { value: number; hadRecentInput: boolean };

function observe(type: string, onEntry: (entry: PerformanceEntry) => void, options: Record<string, unknown> = {}): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return;
  new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true, ...options });
}

export function startReporting(win: Window = window): void {
  if (typeof PerformanceObserver === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  const vitals: Vitals = {};
  let errors = 0;
  let sentVitals = false;
  observe('largest-contentful-paint', (entry) => (vitals.LCP = entry.startTime / 1000));
  // CLS: the largest burst of shifts (a session window: gaps under 1 s, 5 s at most), as browsers' tools count it.
  let session = { value: 0, first: 0, last: 0 };
  observe('layout-shift', (entry) => {
    const shift = entry as ShiftEntry;
    if (shift.hadRecentInput) return;
    const joins = session.value > 0 && shift.startTime - session.last < 1000 && shift.startTime - session.first < 5000;
    session = joins
      ? { ...session, value: session.value + shift.value, last: shift.startTime }
      : { value: shift.value, first: shift.startTime, last: shift.startTime };
    vitals.CLS = Math.max(vitals.CLS ?? 0, session.value);
  });
  observe('event', (entry) => (vitals.INP = Math.max(vitals.INP ?? 0, entry.duration / 1000)), { durationThreshold: 40 });
  win.addEventListener('error', () => (errors += 1));
  win.addEventListener('unhandledrejection', () => (errors += 1));

  const send = () => {
    if (sentVitals && errors === 0) return;
    const hydration = hydrationReport();
    const page = { p: win.location.pathname.slice(0, 512), v: sentVitals ? {} : vitals, e: Math.min(errors, 100) };
    const body = sentVitals || hydration.count === 0 ? page : { ...page, h: Math.min(hydration.count, 100), b: hydration.builds };
    if (navigator.sendBeacon(BEACON_URL, JSON.stringify(body))) {
      sentVitals = true;
      errors = 0;
    }
  };
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') send();
  });
  win.addEventListener('pagehide', send);
}
