import { useEffect, useState } from 'react';
import { activeSectionAt } from './home-sections';

/**
 * The id of the section holding the middle of the viewport, followed on scroll and resize (read
 * once a frame). Undefined on the server and until the first frame after mounting, so both render
 * alike, and the first reading waits for the layout the frame does anyway instead of forcing one
 * inside hydration's effects.
 */
export function useActiveSection(ids: string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined);
  const key = ids.join(' ');
  useEffect(() => {
    let frame = 0;
    const read = () => {
      frame = 0;
      const sections = key.split(' ').flatMap((id) => {
        const element = document.getElementById(id);
        if (!element) return [];
        const rect = element.getBoundingClientRect();
        return [{ id, top: rect.top, bottom: rect.bottom }];
      });
      setActive(activeSectionAt(sections, window.innerHeight));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [key]);
  return active;
}
