import { act, useState, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { hydrateNearView, hydrateWaitingSections } from './NearView';
import { setPageHydrating, stopSectionsWaiting } from './hydration-phase';
import { pageLiveHolds } from './live-holds';
import { FakeIntersectionObserver, fakeIntersectionObserver } from '@handyman/testing';

// A section further down the page keeps the server's HTML, and its code stays unfetched, until the
// visitor comes near it; one in the first screen loads at once and holds the page's live mark.

function Offers({ heading }: { heading: string }) {
  const [opened, setOpened] = useState(0);
  return (
    <section>
      <h2>{heading}</h2>
      <button type="button" onClick={() => setOpened((count) => count + 1)}>
        Opened {opened}
      </button>
    </section>
  );
}

/** The section's code, counted, and resolved when the test says (or failing). */
function sectionCode() {
  const calls = { count: 0 };
  let fail = false;
  const load = () => {
    calls.count += 1;
    return fail ? Promise.reject(new Error('chunk failed')) : Promise.resolve({ default: Offers });
  };
  return { calls, load, failNext: (failing = true) => (fail = failing) };
}

beforeEach(() => {
  fakeIntersectionObserver();
  setPageHydrating(false);
  stopSectionsWaiting();
});

afterEach(() => {
  setPageHydrating(false);
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

async function serverHtml(Section: ComponentType<{ heading: string }>): Promise<string> {
  // The server waits for the section's code: a first pass starts it, the second renders it.
  renderToString(<Section heading="Offers" />);
  await act(async () => undefined);
  const html = renderToString(<Section heading="Offers" />);
  expect(html).toContain('<h2>Offers</h2>');
  return html;
}

async function hydrate(Section: ComponentType<{ heading: string }>, html: string) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  setPageHydrating(true);
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(container, <Section heading="Offers" />, { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, errors, root, button: () => container.querySelector('button')! };
}

test('a section below the first screen keeps the server HTML, without its code, until the visitor comes near', async () => {
  const code = sectionCode();
  const Section = hydrateNearView(code.load);
  const html = await serverHtml(Section);
  const callsOnServer = code.calls.count;
  const { container, errors, button } = await hydrate(Section, html);
  expect(code.calls.count).toBe(callsOnServer);
  expect(container.innerHTML).toBe(html);
  expect(pageLiveHolds()).toBe(0);
  // Not live yet: a click is the browser's alone.
  await act(async () => button().click());
  expect(button().textContent).toBe('Opened 0');

  // Watched once the page is live: the first screen's code comes first.
  expect(FakeIntersectionObserver.instances).toHaveLength(0);
  setPageHydrating(false);
  const observer = FakeIntersectionObserver.instances[0]!;
  expect(observer.options?.rootMargin).toBe('100% 0px');
  await act(async () => observer.comeNear());
  expect(code.calls.count).toBe(callsOnServer + 1);
  expect(observer.disconnected).toBe(true);
  await act(async () => button().click());
  expect(button().textContent).toBe('Opened 1');
  expect(errors).toEqual([]);
});

test('a section in the first screen loads at once and holds the page live until it has hydrated', async () => {
  const code = sectionCode();
  const Section = hydrateNearView(code.load);
  const html = await serverHtml(Section);
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ top: 100, bottom: 400, width: 400, height: 300 } as DOMRect);
  let resolveCode: () => void = () => undefined;
  const slow = () => new Promise<{ default: typeof Offers }>((resolve) => (resolveCode = () => resolve({ default: Offers })));
  const SlowSection = hydrateNearView(slow);
  // Same HTML: the server drew the same section.
  const { container } = await hydrate(SlowSection, html);
  expect(pageLiveHolds()).toBe(1);
  expect(FakeIntersectionObserver.instances).toHaveLength(0);
  await act(async () => resolveCode());
  expect(pageLiveHolds()).toBe(0);
  await act(async () => container.querySelector('button')!.click());
  expect(container.querySelector('button')!.textContent).toBe('Opened 1');
  expect(code.calls.count).toBeGreaterThan(0);
});

test('a navigation lets every waiting section load', async () => {
  const code = sectionCode();
  const Section = hydrateNearView(code.load);
  const html = await serverHtml(Section);
  const callsOnServer = code.calls.count;
  const { button } = await hydrate(Section, html);
  await act(async () => hydrateWaitingSections());
  expect(code.calls.count).toBe(callsOnServer + 1);
  await act(async () => button().click());
  expect(button().textContent).toBe('Opened 1');
});

test('when its code does not come, the server HTML stays and the page is not held', async () => {
  const code = sectionCode();
  const Section = hydrateNearView(code.load);
  const html = await serverHtml(Section);
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ top: 0, bottom: 300, width: 400, height: 300 } as DOMRect);
  code.failNext();
  const { container, errors } = await hydrate(Section, html);
  await act(async () => undefined);
  expect(container.innerHTML).toBe(html);
  expect(pageLiveHolds()).toBe(0);
  expect(errors).toEqual([]);
});

test('a render in the browser alone (a client navigation) draws the section at once', async () => {
  const code = sectionCode();
  const Section = hydrateNearView(code.load);
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => createRoot(container).render(<Section heading="Offers" />));
  expect(container.querySelector('h2')?.textContent).toBe('Offers');
  expect(FakeIntersectionObserver.instances).toHaveLength(0);
});

test('in a page the browser drew, a section whose code does not come is left out, and its next render asks again', async () => {
  const code = sectionCode();
  const Section = hydrateNearView(code.load);
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const page = (heading: string) => (
    <main>
      <h1>Services</h1>
      <Section heading={heading} />
    </main>
  );
  code.failNext();
  await act(async () => root.render(page('Offers')));
  // The page stands without the section: no error reaches the route.
  expect(container.querySelector('h1')?.textContent).toBe('Services');
  expect(container.querySelector('h2')).toBeNull();
  code.failNext(false);
  await act(async () => root.render(page('Deals')));
  expect(code.calls.count).toBe(2);
  expect(container.querySelector('h2')?.textContent).toBe('Deals');
});

test('a named export loads as the section', async () => {
  const Section = hydrateNearView(() => Promise.resolve({ Offers }), 'Offers');
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => createRoot(container).render(<Section heading="Deals" />));
  expect(container.querySelector('h2')?.textContent).toBe('Deals');
});

test('a section in view that goes before its code comes does not hold the page', async () => {
  const Section = hydrateNearView(sectionCode().load);
  const html = await serverHtml(Section);
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ top: 0, bottom: 300, width: 400, height: 300 } as DOMRect);
  const never = () => new Promise<{ default: typeof Offers }>(() => undefined);
  const Hanging = hydrateNearView(never);
  const { root } = await hydrate(Hanging, html);
  expect(pageLiveHolds()).toBe(1);
  await act(async () => root.unmount());
  expect(pageLiveHolds()).toBe(0);
});

test('new data for a waiting section lets its code come at once', async () => {
  const code = sectionCode();
  const Section = hydrateNearView(code.load);
  const html = await serverHtml(Section);
  const callsOnServer = code.calls.count;
  const { container, root } = await hydrate(Section, html);
  expect(code.calls.count).toBe(callsOnServer);
  await act(async () => root.render(<Section heading="Deals" />));
  await act(async () => undefined);
  expect(code.calls.count).toBe(callsOnServer + 1);
  expect(container.querySelector('h2')?.textContent).toBe('Deals');
});

test('a section the server drew as nothing does not hold the page: its code comes once the page is live', async () => {
  const calls = { count: 0 };
  const Nothing = hydrateNearView(() => {
    calls.count += 1;
    return Promise.resolve({ default: (_props: { heading: string }) => null });
  });
  renderToString(<Nothing heading="Offers" />);
  await act(async () => undefined);
  const html = renderToString(<Nothing heading="Offers" />);
  const callsOnServer = calls.count;
  const { errors } = await hydrate(Nothing, html);
  expect(pageLiveHolds()).toBe(0);
  expect(calls.count).toBe(callsOnServer);
  await act(async () => setPageHydrating(false));
  expect(calls.count).toBe(callsOnServer + 1);
  expect(FakeIntersectionObserver.instances).toHaveLength(0);
  expect(errors).toEqual([]);
});

/** A section (the trays) holding another (an estimate form far below it), each with its code counted. */
function nestedSections() {
  const inner = sectionCode();
  const Inner = hydrateNearView(inner.load);
  const outer = { count: 0 };
  const Outer = hydrateNearView(() => {
    outer.count += 1;
    return Promise.resolve({
      default: ({ heading }: { heading: string }) => (
        <div>
          <p>Trays</p>
          <Inner heading={heading} />
        </div>
      ),
    });
  });
  return { Outer, inner, outer };
}

async function nestedServerHtml(Outer: ComponentType<{ heading: string }>): Promise<string> {
  // A pass per level of code: the outer section's, then the inner one's.
  for (let pass = 0; pass < 2; pass += 1) {
    renderToString(<Outer heading="Offers" />);
    await act(async () => undefined);
  }
  return serverHtml(Outer);
}

test('a section inside one that hydrated late keeps the server HTML, without its code, until the visitor comes near it', async () => {
  const { Outer, inner, outer } = nestedSections();
  const html = await nestedServerHtml(Outer);
  const [innerOnServer, outerOnServer] = [inner.calls.count, outer.count];
  const { container, errors, button } = await hydrate(Outer, html);
  setPageHydrating(false);
  await act(async () => FakeIntersectionObserver.instances[0]!.comeNear());
  expect(outer.count).toBe(outerOnServer + 1);
  // The outer section has hydrated; the one inside it waits in its turn, as the server drew it.
  expect(inner.calls.count).toBe(innerOnServer);
  expect(container.innerHTML).toBe(html);
  await act(async () => button().click());
  expect(button().textContent).toBe('Opened 0');
  expect(FakeIntersectionObserver.instances).toHaveLength(2);
  await act(async () => FakeIntersectionObserver.instances[1]!.comeNear());
  expect(inner.calls.count).toBe(innerOnServer + 1);
  await act(async () => button().click());
  expect(button().textContent).toBe('Opened 1');
  expect(errors).toEqual([]);
});

test('after a navigation, a section inside one that hydrates then draws at once', async () => {
  const { Outer } = nestedSections();
  const html = await nestedServerHtml(Outer);
  const { errors, button } = await hydrate(Outer, html);
  setPageHydrating(false);
  await act(async () => hydrateWaitingSections());
  await act(async () => undefined);
  // Nothing waits for a viewport once the visitor has moved (the change must not wait for it):
  // the inner section is watched by no observer and answers a click.
  expect(FakeIntersectionObserver.instances).toHaveLength(1);
  await act(async () => button().click());
  expect(button().textContent).toBe('Opened 1');
  expect(errors).toEqual([]);
});

test('a section the browser mounts afresh draws at once, even while the page hydrates', async () => {
  const code = sectionCode();
  const Section = hydrateNearView(code.load);
  // Sections adopting the server's HTML may wait now; one with no server HTML to adopt (a part
  // drawn anew, a navigation's) has nothing to show meanwhile, so it does not.
  setPageHydrating(true);
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => createRoot(container).render(<Section heading="Offers" />));
  expect(container.querySelector('h2')?.textContent).toBe('Offers');
  expect(FakeIntersectionObserver.instances).toHaveLength(0);
});
