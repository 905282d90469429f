// A window.matchMedia whose answers the test decides and can change.

type Listener = (event: MediaQueryListEvent) => void;

export interface FakeMedia {
  /** Sets which queries match and tells every listener. */
  set: (matches: (query: string) => boolean) => void;
}

export function mockMatchMedia(initial: (query: string) => boolean): FakeMedia {
  let decide = initial;
  const lists = new Map<string, { list: MediaQueryList; listeners: Set<Listener> }>();
  window.matchMedia = (query: string) => {
    const existing = lists.get(query);
    if (existing) return existing.list;
    const listeners = new Set<Listener>();
    const list = {
      media: query,
      get matches() {
        return decide(query);
      },
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
      addListener: (listener: Listener) => listeners.add(listener),
      removeListener: (listener: Listener) => listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
    lists.set(query, { list, listeners });
    return list;
  };
  return {
    set(matches) {
      decide = matches;
      for (const { list, listeners } of lists.values()) {
        for (const listener of listeners) listener({ matches: list.matches, media: list.media } as MediaQueryListEvent);
      }
    },
  };
}

/** Removes the fake so other tests see jsdom's (absent) matchMedia again. */
export function restoreMatchMedia(): void {
  delete (window as Partial<Window>).matchMedia;
}
