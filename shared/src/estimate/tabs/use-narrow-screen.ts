import { useSyncExternalStore } from 'react';
import { NARROW_SCREEN_BELOW } from './tab-rules';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const isNarrow = () => window.innerWidth < NARROW_SCREEN_BELOW;

/** True while the viewport is under 600 px wide; known on the first render, so nothing jumps. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
