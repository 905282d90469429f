// A remote's release folder as its host serves it: release.json names the live build, each build
// lives under its id (scripts/release/).

/** The live build of the remote served at `origin`, and the address its files are under. */
export async function liveBuild(origin: string): Promise<{ id: string; base: string }> {
  const release = (await (await fetch(`${origin}/release.json`, { cache: 'no-store' })).json()) as { live: string };
  return { id: release.live, base: `${origin}/${release.live}` };
}
