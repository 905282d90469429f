import type { ReactNode } from 'react';

// Interface icons of the header and footer, drawn in currentColor so they follow the text colour.
// Decorative: the link or button around each one carries the accessible name.

type IconProps = { size?: number };

function icon(defaultSize: number, shapes: ReactNode) {
  return function Icon({ size = defaultSize }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {shapes}
      </svg>
    );
  };
}

export const PhoneIcon = icon(
  20,
  <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />,
);
export const CalendarIcon = icon(
  20,
  <>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18M8 14h2M14 14h2M8 18h2" />
  </>,
);
export const ChevronDownIcon = icon(16, <path d="m6 9 6 6 6-6" />);
export const ChevronRightIcon = icon(20, <path d="m9 18 6-6-6-6" />);
export const ChevronLeftIcon = icon(20, <path d="m15 18-6-6 6-6" />);
export const MenuIcon = icon(24, <path d="M3 6h18M3 12h18M3 18h18" />);
export const CloseIcon = icon(24, <path d="M18 6 6 18M6 6l12 12" />);
export const ArrowUpIcon = icon(22, <path d="M12 19V5M5 12l7-7 7 7" />);
export const PinIcon = icon(
  16,
  <>
    <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z" />
    <circle cx="12" cy="10" r="3" />
  </>,
);
export const MegaphoneIcon = icon(18, <path d="m3 11 18-5v12L3 13v-2zM11.6 16.8a3 3 0 1 1-5.8-1.6" />);
