import { useEffect, useRef } from 'react';

/** Focuses the element once it is shown: a dialog view's heading, so it is read first and nothing scrolls away. */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
