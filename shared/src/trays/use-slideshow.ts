import { useEffect, useState } from 'react';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '@handyman/shared/ui';

export interface Slideshow {
  index: number;
  goTo: (index: number) => void;
  /** Paused by the visitor's button (or by a reduced-motion preference until they press play). */
  paused: boolean;
  togglePaused: () => void;
  /** Held while the pointer is over the slideshow or focus is inside it. */
  hold: (held: boolean) => void;
  playing: boolean;
  reducedMotion: boolean;
}

/**
 * Which slide shows, wrapping at both ends, advancing every intervalMs while playing. Visitors who
 * ask for reduced motion get no autoplay unless they start it.
 */
export function useSlideshow(count: number, intervalMs: number): Slideshow {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [index, setIndex] = useState(0);
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [held, setHeld] = useState(false);
  const paused = userPaused ?? reducedMotion;
  const playing = !paused && !held && count > 1;

  // Restarts with every slide change, so a slide picked by hand gets its full time.
  useEffect(() => {
    if (!playing) return undefined;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [playing, index, count, intervalMs]);

  return {
    index: count > 0 ? Math.min(index, count - 1) : 0,
    goTo: (next) => setIndex(count > 0 ? ((next % count) + count) % count : 0),
    paused,
    togglePaused: () => {
      // Pressing play is an explicit request: it overrides the hover or focus hold.
      if (paused) setHeld(false);
      setUserPaused(!paused);
    },
    hold: setHeld,
    playing,
    reducedMotion,
  };
}
