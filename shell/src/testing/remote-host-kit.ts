// A remote's host for tests: its mf-manifest.json naming one stylesheet, and the files it serves.

/**
 * A manifest whose route module has the stylesheet `css` (and, when given, the build's id), asking
 * for the shared modules `shared`; with `namesFile`, it names its shared-names.json beside it.
 */
export const manifest = (css: string, buildVersion?: string, shared = ['react', '@handyman/platform/base'], namesFile = false) =>
  JSON.stringify({
    metaData: {
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '' },
      ...(buildVersion ? { buildInfo: { buildVersion } } : {}),
      ...(namesFile ? { sharedNames: 'shared-names.json' } : {}),
    },
    shared: shared.map((name) => ({ name, version: '1.0.0', singleton: true })),
    exposes: [{ name: 'routes', path: './routes', assets: { js: { sync: ['routes.1.js'] }, css: { sync: [css], async: [] } } }],
  });

/**
 * A fetch that answers from `files`: by the whole path ("blog/0123456789abcdef/mf-manifest.json"),
 * else by file name (the origin's root is the manifest), else 404. A function answers as it likes
 * (a 500, say).
 */
export function fakeHost(files: Record<string, string | (() => Response)>) {
  return jest.fn(async (url: string | URL | Request) => {
    const path = new URL(String(url)).pathname.slice(1);
    const body = files[path] ?? files[path === '' ? 'mf-manifest.json' : path.split('/').pop()!];
    if (typeof body === 'function') return body();
    return body === undefined ? new Response('', { status: 404 }) : new Response(body);
  }) as unknown as typeof fetch;
}
