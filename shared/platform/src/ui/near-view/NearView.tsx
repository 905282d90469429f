import { lazy, memo, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useServerRender } from '../use-hydrated';
import { sectionsMayWait, stopSectionsWaiting, whenPageLive } from './hydration-phase';
import { holdPageLive } from './live-holds';
import styles from './NearView.module.css';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * How far ahead of the viewport a waiting section starts loading its code: a screen, so that on a
 * phone's network its code is in, and the section hydrated (a collapsing list folded, a tab area
 * down to one panel), before the visitor scrolls it into view.
 */
export const NEAR_VIEW_MARGIN = '100% 0px';

/** Sections still waiting for the viewport, by the function that lets each load. */
const waiting = new Set<() => void>();

/**
 * Lets every waiting section load its code and hydrate now. The shell calls it when the visitor
 * navigates: a route change reaches every part of the page through the router's context, and a part
 * still showing the server's HTML would hold that change back until its code came.
 */
export function hydrateWaitingSections(): void {
  stopSectionsWaiting();
  for (const open of [...waiting]) open();
}

interface Deferral<P> {
  Content: ComponentType<P>;
  /** Watches the section's server HTML; returns the clean-up. */
  watch: (area: HTMLElement | null) => () => void;
  /** Lets the code load now. */
  open: () => void;
  loaded: () => void;
}

/**
 * A section's wait for the viewport: its code is fetched at once if it is in view, else once the
 * page is live and the section is near.
 */
function deferral<P>(load: Loader<P>): Deferral<P> {
  let opened = false;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = () => {
      opened = true;
      waiting.delete(open);
      resolve();
    };
  });
  waiting.add(open);
  let hold: (() => void) | null = null;
  const release = () => hold?.();
  const Content = lazy(() =>
    gate.then(load).catch(() => {
      // The code did not come: the server's HTML stays (its links work), and the page is live
      // without it. A promise that never settles keeps React from replacing it.
      release();
      return new Promise<{ default: ComponentType<P> }>(() => undefined);
    }),
  );
  const watch = (area: HTMLElement | null) => {
    if (opened) return () => undefined;
    const targets = area ? [...area.children] : [];
    if (targets.length === 0) {
      // Nothing of it on the page: the server drew nothing here (a city page without trays), or the
      // browser draws it alone. Its code comes once the page is live (at once when it is), and
      // the page does not wait for a section the visitor cannot see.
      return whenPageLive(open);
    }
    if (targets.some(inView)) {
      // Part of the first screen: the page is not live until this section is (or until it is
      // gone, the visitor having moved on first).
      hold = holdPageLive();
      open();
      return release;
    }
    // Further down: watched once the page is live, so the first screen's code comes first.
    let observer: IntersectionObserver | null = null;
    const cancel = whenPageLive(() => {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          open();
        },
        { rootMargin: NEAR_VIEW_MARGIN },
      );
      for (const target of targets) observer.observe(target);
    });
    return () => {
      cancel();
      observer?.disconnect();
    };
  };
  return { Content, watch, open, loaded: release };
}

function inView(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  return rect.bottom > 0 && rect.top < window.innerHeight && (rect.width > 0 || rect.height > 0);
}

/** A section whose code did not come, in a page the browser drew. */
function Missing(): ReactNode {
  return null;
}

function Loaded({ onLoaded }: { onLoaded: () => void }): ReactNode {
  useEffect(onLoaded, [onLoaded]);
  return null;
}

/**
 * A section of a page that the browser hydrates when it comes near the viewport, with its code
 * fetched then (a page is live without the code of what is further down). The server renders it
 * in full, so the HTML is complete with or without JavaScript; while it waits it is the server's
 * HTML (a tap there is the browser's alone: a link is followed as a plain link). In view at the
 * start, it loads at once and the page is not live before it. A client navigation draws it at
 * once. When its code fails, the server's HTML stays (in a page the browser drew, the section is
 * left out and asked for again on its next render). Its wrapper is an element without a box,
 * marked `data-near-view`: a stylesheet whose rule spaces an element by its neighbour (`a + b`)
 * names that wrapper too when those neighbours may sit in sections of their own (the trays do).
 *
 * `const Footer = hydrateNearView(() => import('./Footer'));` (its default export), or
 * `hydrateNearView(() => import('./Sections'), 'Sections')` (a named one). The section's props
 * should be data of the page (a change of them draws it at once).
 */
export function hydrateNearView<P extends object>(load: Loader<P>): ComponentType<P>;
export function hydrateNearView<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K];
export function hydrateNearView<P extends object>(loadModule: () => Promise<Record<string, unknown>>, name?: string): ComponentType<P> {
  const load = (name ? () => loadModule().then((module) => ({ default: module[name] })) : loadModule) as Loader<P>;
  // What a client navigation draws. When its code does not come, the section is left out and the
  // rest of the page stands (the route's error screen is for the page's own failures); the next
  // render that shows it (a navigation, new data) asks for the code again.
  const eager = (): ComponentType<P> =>
    lazy(() =>
      load().catch(() => {
        Eager = eager();
        return { default: Missing };
      }),
    );
  let Eager = eager();
  function NearView(props: P) {
    const area = useRef<HTMLDivElement>(null);
    // Only a render that adopts the server's HTML may wait: the page's first hydration, or a
    // section inside one that hydrated late. A section the browser draws itself (a client
    // navigation, a part mounted afresh) draws at once.
    const serverRender = useServerRender();
    const [deferred] = useState(() => (serverRender && sectionsMayWait() ? deferral(load) : null));
    useEffect(() => deferred?.watch(area.current), [deferred]);
    const drawnWith = useRef(props);
    useEffect(() => {
      // New data for a section still waiting: React draws it anew, so its code must come now.
      if (drawnWith.current === props) return;
      drawnWith.current = props;
      deferred?.open();
    });
    const Content = deferred?.Content ?? Eager;
    return (
      <div ref={area} className={styles.area} data-near-view="">
        <Suspense fallback={null}>
          <Content {...props} />
          {deferred ? <Loaded onLoaded={deferred.loaded} /> : null}
        </Suspense>
      </div>
    );
  }
  // A parent's re-render with the same data must not reach a section still showing the server's
  // HTML: React would give up hydrating it and draw it anew.
  return memo(NearView) as unknown as ComponentType<P>;
}
