/**
 * An IntersectionObserver the test drives: each one made is kept in `instances`, and `comeNear()`
 * tells its callback that the visitor has scrolled near what it watches.
 */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  targets: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** The visitor scrolls near the watched elements. */
  comeNear() {
    const entries = this.targets.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** Puts a fresh FakeIntersectionObserver in place of the window's (call it in beforeEach). */
export function fakeIntersectionObserver(): typeof FakeIntersectionObserver {
  FakeIntersectionObserver.instances = [];
  Object.defineProperty(window, 'IntersectionObserver', { value: FakeIntersectionObserver, configurable: true, writable: true });
  return FakeIntersectionObserver;
}
