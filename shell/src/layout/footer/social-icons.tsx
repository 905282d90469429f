import type { ReactNode } from 'react';

// Simplified marks of the social networks the footer links to, in currentColor.

const PATHS: Record<string, ReactNode> = {
  facebook: (
    <path
      fill="currentColor"
      d="M13.5 21v-7.2h2.4l.4-2.9h-2.8V9.1c0-.8.3-1.4 1.4-1.4h1.5V5.1c-.3 0-1.1-.1-2.1-.1-2.2 0-3.6 1.3-3.6 3.7v2.2H8.3v2.9h2.4V21z"
    />
  ),
  instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="4" y="4" width="16" height="16" rx="4.5" />
      <circle cx="12" cy="12" r="3.6" />
      <circle cx="16.8" cy="7.2" r="0.6" fill="currentColor" />
    </g>
  ),
  pinterest: (
    <path
      fill="currentColor"
      d="M12.3 3C7.4 3 5 6.4 5 9.3c0 1.7.7 3.3 2.1 3.9.2.1.4 0 .5-.3l.2-.8c.1-.3 0-.4-.2-.6-.4-.5-.7-1.1-.7-2 0-2.6 1.9-4.9 5-4.9 2.7 0 4.2 1.7 4.2 3.9 0 2.9-1.3 5.4-3.2 5.4-1.1 0-1.9-.9-1.6-2 .3-1.3.9-2.7.9-3.6 0-.8-.4-1.5-1.4-1.5-1.1 0-2 1.1-2 2.7 0 1 .3 1.6.3 1.6l-1.4 5.7c-.4 1.7-.1 3.8 0 4 0 .1.2.2.3.1.1-.2 1.6-1.9 2-3.7l.8-3.1c.4.7 1.5 1.4 2.7 1.4 3.5 0 5.9-3.2 5.9-7.5C19.6 6 16.9 3 12.3 3z"
    />
  ),
  twitter: (
    <path
      fill="currentColor"
      d="M17.2 4h2.9l-6.3 7.2L21.2 20h-5.8l-4.5-5.9L5.7 20H2.8l6.7-7.7L2.4 4h5.9l4.1 5.4zm-1 14.3h1.6L7.5 5.6H5.8z"
    />
  ),
  linkedin: (
    <path
      fill="currentColor"
      d="M5.4 8.6h3.1V19H5.4zM7 3.8a1.8 1.8 0 1 1 0 3.6 1.8 1.8 0 0 1 0-3.6zm3.5 4.8h3V10h.1c.4-.8 1.4-1.7 3-1.7 3.2 0 3.8 2.1 3.8 4.9V19h-3.1v-5.2c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V19h-3.1z"
    />
  ),
};

const GENERIC = (
  <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d="M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1" />
  </g>
);

/** The icon of a social network by its settings Name (facebook, instagram, pinterest, twitter, linkedin). */
export function SocialIcon({ network }: { network: string }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {PATHS[network.toLowerCase()] ?? GENERIC}
    </svg>
  );
}
