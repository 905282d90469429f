import { useEffect, useState } from 'react';

/** The window's width, followed on resize; undefined on the server and in the first render. */
export function useViewportWidth(): number | undefined {
  const [width, setWidth] = useState<number | undefined>(undefined);
  useEffect(() => {
    const read = () => setWidth(window.innerWidth);
    read();
    window.addEventListener('resize', read);
    return () => window.removeEventListener('resize', read);
  }, []);
  return width;
}
