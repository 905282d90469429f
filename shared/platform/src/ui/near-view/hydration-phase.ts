// Whether the browser is hydrating the page the server sent: the shell says so before it hydrates
// and again once the page is live. Only then may a section wait for the viewport; a render in the
// browser alone (a client navigation, a remote's harness) draws every section at once. The shell
// leaves it off when the address has a hash: the app moves to it once the page is live, and what
// it opens or scrolls to may be further down.

let hydrating = false;

export function setPageHydrating(value: boolean): void {
  hydrating = value;
}

export function isPageHydrating(): boolean {
  return hydrating;
}
