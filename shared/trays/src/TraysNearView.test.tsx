import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { Tray } from '@handyman/contracts';
import { hydrateWaitingSections, setPageHydrating } from '@handyman/platform/ui';
import { FakeIntersectionObserver, fakeIntersectionObserver } from '@handyman/testing';
import { TraysNearView } from './TraysNearView';

// Each tray of the list is a section of its own: the one near the first screen hydrates with the
// page, one further down keeps the server's HTML until the visitor comes near it.

const FIRST = 'Why homeowners choose us';
const SECOND = 'Our promise';

const TRAYS: Tray[] = [
  { TrayName: 'BodyCopyTray', Heading: { Value: FIRST }, Copy: { Value: '<p>Local craftsmen.</p>' } },
  { TrayName: 'BodyCopyTray', Heading: { Value: SECOND }, Copy: { Value: '<p>On time, or we call ahead.</p>' } },
];

/** A page's trays, as the home page draws them. */
const HomeTrays = () => (
  <MemoryRouter>
    <TraysNearView trays={TRAYS} />
  </MemoryRouter>
);

/** Whether React has taken the element over (hydrated it). */
const hydrated = (element: Element | null | undefined) =>
  Boolean(element && Object.keys(element).some((key) => key.startsWith('__reactFiber')));

const heading = (container: Element, text: string) => [...container.querySelectorAll('h2')].find((h2) => h2.textContent === text);

/** Lets loaded code settle, a task at a time, until `done` holds (at most five tasks). */
async function settleUntil(done: () => boolean): Promise<void> {
  for (let task = 0; task < 5 && !done(); task += 1) {
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  }
}

async function serverHtml(): Promise<string> {
  // The server waits for the trays' code: each pass starts what the next one renders.
  let html = '';
  await settleUntil(() => {
    html = renderToString(<HomeTrays />);
    return html.includes(SECOND);
  });
  expect(html).toContain(FIRST);
  expect(html).toContain(SECOND);
  return html;
}

beforeEach(() => {
  fakeIntersectionObserver();
  setPageHydrating(false);
  // The first tray is in the first screen, the second far below it.
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const top = this.textContent?.includes(FIRST) ? 100 : 3000;
    return { top, bottom: top + 400, width: 400, height: 400 } as DOMRect;
  });
});

afterEach(() => {
  setPageHydrating(false);
  // As a navigation does: no section waits from then on, so a later server render draws them all.
  hydrateWaitingSections();
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

test('the tray near the first screen hydrates with the page; the one further down when the visitor comes near it', async () => {
  const html = await serverHtml();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  setPageHydrating(true);
  await act(async () => {
    hydrateRoot(container, <HomeTrays />, { onRecoverableError: (error) => errors.push(error) });
  });
  await settleUntil(() => hydrated(heading(container, FIRST)));
  expect(hydrated(heading(container, FIRST))).toBe(true);
  expect(hydrated(heading(container, SECOND))).toBe(false);

  // Once the page is live, the tray further down is watched, alone.
  setPageHydrating(false);
  expect(FakeIntersectionObserver.instances).toHaveLength(1);
  const [observer] = FakeIntersectionObserver.instances;
  expect(observer!.targets.map((target) => target.textContent)).toEqual([expect.stringContaining(SECOND)]);
  await act(async () => observer!.comeNear());
  await settleUntil(() => hydrated(heading(container, SECOND)));
  expect(hydrated(heading(container, SECOND))).toBe(true);
  expect(container.innerHTML).toBe(html);
  expect(errors).toEqual([]);
});

test('a list that is not one renders nothing', () => {
  expect(renderToString(<TraysNearView trays={undefined} />)).toBe('');
});
