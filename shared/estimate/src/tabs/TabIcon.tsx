import type { TabId } from './tab-rules';

// Line icons drawn on a 24 px grid: a clipboard for the estimate, a calendar for booking.
const PATHS: Record<TabId | 'phone', string> = {
  estimate: 'M9 4h6v3H9zM7 5.5H5.5v15h13v-15H17M8.5 11h7M8.5 14.5h7M8.5 18h4',
  schedule: 'M4.5 6.5h15v13h-15zM4.5 10.5h15M8.5 4v4M15.5 4v4M8 14h2M11 14h2M14 14h2M8 17h2M11 17h2',
  phone:
    'M6.6 3.8l2.6-.6 1.6 3.9-1.9 1.4a11 11 0 0 0 6.6 6.6l1.4-1.9 3.9 1.6-.6 2.6a2 2 0 0 1-2 1.6A15.5 15.5 0 0 1 5 5.8a2 2 0 0 1 1.6-2z',
};

/** A decorative line icon (hidden from assistive technology). */
export function TabIcon({ tab, className }: { tab: TabId | 'phone'; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={PATHS[tab]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
