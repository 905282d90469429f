// A loader's way to move the visitor: a permanent redirect (301) from the server, a replacing
// navigation in the browser. Checked by name, not instanceof: remotes are separate builds.

export class PageRedirect extends Error {
  override readonly name = 'PageRedirect';
  constructor(readonly location: string) {
    super(`Moved to ${location}`);
  }
}

export function isPageRedirect(error: unknown): error is PageRedirect {
  return error instanceof Error && error.name === 'PageRedirect' && typeof (error as PageRedirect).location === 'string';
}
