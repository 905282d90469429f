import type { HighlightIcon } from './highlight-icons';

// Line icons on a 24 px grid, stroked in the current colour: a few hundred bytes in place of an icon font.
const PATHS: Record<HighlightIcon, string[]> = {
  clock: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M12 7v5l3 2'],
  calendar: ['M4 6h16v14H4z', 'M4 10h16', 'M8 3v4', 'M16 3v4', 'M8 14h3v3H8z'],
  tools: ['M14.5 6.5a4 4 0 0 0 5 5l-8.8 8.8a2 2 0 0 1-2.9-2.9l8.8-8.8a4 4 0 0 1 5-5l-2.6 2.6.3 2.3 2.3.3z'],
  list: ['M9 6h11', 'M9 12h11', 'M9 18h11', 'M3.5 6l1.5 1.5L7.5 5', 'M3.5 12l1.5 1.5 2.5-2.5', 'M3.5 18l1.5 1.5 2.5-2.5'],
  key: ['M8 11a4 4 0 1 0 0 8 4 4 0 0 0 0-8z', 'M11 13l9-9', 'M17 7l3 3', 'M15 9l2 2'],
  shield: ['M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6z', 'M8.5 12l2.5 2.5 4.5-5'],
  home: ['M3 11l9-8 9 8', 'M5 9.5V21h14V9.5', 'M10 21v-6h4v6'],
  star: ['M12 3l2.8 5.8 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 3 1.1-6.2L3 9.7l6.2-.9z'],
  light: ['M9 18h6', 'M10 21h4', 'M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z'],
  water: ['M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11z'],
  cold: ['M12 2v20', 'M4 7l16 10', 'M4 17L20 7', 'M9 3.5l3 2.5 3-2.5', 'M9 20.5l3-2.5 3 2.5'],
  camera: ['M3 8h4l2-3h6l2 3h4v12H3z', 'M12 10a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7z'],
  search: ['M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13z', 'M15.5 15.5L21 21'],
  handshake: ['M2 11l4-4 4 2 3-2 5 1 4 3', 'M6 7v7l5 5c.8.8 2 .8 2.8 0l4.7-4.7', 'M9 13l2 2', 'M11 11l3 3'],
  check: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M8 12.5l2.8 2.8L16.5 9.5'],
};

/** One highlight icon, decorative (the highlight's text says what it means). */
export function HighlightIconSvg({ icon, className }: { icon: HighlightIcon; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false" data-icon={icon}>
      {PATHS[icon].map((d) => (
        <path key={d} d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      ))}
    </svg>
  );
}
