import type { ReactNode } from 'react';
import shared from './Tray.module.css';

export interface SectionHeadingProps {
  id?: string;
  align?: 'Left' | 'Center' | 'Right';
  className?: string;
  children: ReactNode;
}

const ALIGN = { Left: '', Center: shared.center, Right: shared.right };

/** A section heading with the brand underline, as the trays show them (for page sections beside trays). */
export function SectionHeading({ id, align = 'Left', className, children }: SectionHeadingProps) {
  return (
    <h2 id={id} className={[shared.heading, ALIGN[align], className].filter(Boolean).join(' ')}>
      {children}
    </h2>
  );
}
