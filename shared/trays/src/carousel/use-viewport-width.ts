import { useEffect, useState } from 'react';

/**
 * The window's width, followed on resize while `active`; undefined on the server, in the first
 * render and until `active`. A carousel asks only once it is near the viewport: reading the width
 * right after hydration forced a layout and a second render of every carousel on the page.
 */
export function useViewportWidth(active = true): number | undefined {
  const [width, setWidth] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (!active) return undefined;
    const read = () => setWidth(window.innerWidth);
    read();
    window.addEventListener('resize', read);
    return () => window.removeEventListener('resize', read);
  }, [active]);
  return width;
}
