import type { RemoteName } from '@handyman/platform';

// The builds the page the browser opened was rendered with (the shell's and each remote's, from the
// page's record), and the problems the page met with them: what the page-view report tells the
// shell's server, which counts them per remote and build (/metrics), so a bad release is seen.

/** The shell, or one of the remotes. */
export type BuildOwner = RemoteName | 'shell';

let builds: Partial<Record<BuildOwner, string>> = {};
let rendered: BuildOwner[] = ['shell'];
let hydrationErrors = 0;

/** Called once with the server's record: its builds, and the remotes whose areas it rendered. */
export function setPageBuilds(pageBuilds: Partial<Record<BuildOwner, string>> | undefined, remotesRendered: readonly RemoteName[]): void {
  builds = pageBuilds ?? {};
  rendered = remotesRendered.length > 0 ? [...remotesRendered] : ['shell'];
}

/** The id of a build the page named ('unknown' for a page the browser rendered itself). */
export function buildOf(owner: BuildOwner): string {
  return builds[owner] ?? 'unknown';
}

/** React gave up hydrating part of the server's page (its HTML did not match). */
export function noteHydrationError(): void {
  hydrationErrors += 1;
}

/** The hydration errors of the page, and the builds they are blamed on: the remotes it rendered, else the shell's. */
export function hydrationReport(): { count: number; builds: Partial<Record<BuildOwner, string>> } {
  return { count: hydrationErrors, builds: Object.fromEntries(rendered.map((owner) => [owner, buildOf(owner)])) };
}
