import { useCallback, useRef, useState } from 'react';

/**
 * True once the element comes within `margin` of the viewport (and from then on); at once where the
 * browser has no IntersectionObserver. A carousel below the fold then costs nothing (no react-slick
 * download, no measuring of the page) until the visitor scrolls towards it.
 */
export function useNearViewport<T extends Element>(margin = '600px'): [boolean, (node: T | null) => void] {
  const [near, setNear] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (node: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!node || near) return;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return;
      }
      observer.current = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.current?.disconnect();
          setNear(true);
        },
        { rootMargin: `${margin} 0px` },
      );
      observer.current.observe(node);
    },
    [near, margin],
  );
  return [near, ref];
}
