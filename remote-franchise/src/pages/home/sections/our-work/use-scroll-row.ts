import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '@handyman/shared/ui';

export interface ScrollRow {
  rowRef: RefObject<HTMLUListElement | null>;
  atStart: boolean;
  atEnd: boolean;
  /** Moves one screenful back (-1) or on (1); the row's scroll snapping aligns the photos. */
  step: (direction: -1 | 1) => void;
  onScroll: () => void;
}

/** A horizontally scrolling row with previous / next steps that know when an end is reached. */
export function useScrollRow(): ScrollRow {
  const rowRef = useRef<HTMLUListElement>(null);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  const onScroll = useCallback(() => {
    const row = rowRef.current;
    if (!row) return;
    const atStart = row.scrollLeft <= 1;
    const atEnd = row.scrollLeft + row.clientWidth >= row.scrollWidth - 1;
    setEdges((current) => (current.atStart === atStart && current.atEnd === atEnd ? current : { atStart, atEnd }));
  }, []);

  useEffect(() => {
    onScroll();
    window.addEventListener('resize', onScroll);
    return () => window.removeEventListener('resize', onScroll);
  }, [onScroll]);

  const step = (direction: -1 | 1) => {
    const row = rowRef.current;
    if (!row) return;
    row.scrollBy({ left: direction * row.clientWidth, behavior: reducedMotion ? 'auto' : 'smooth' });
  };

  return { rowRef, ...edges, step, onScroll };
}
