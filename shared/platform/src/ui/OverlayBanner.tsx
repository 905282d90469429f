import type { CSSProperties, ReactNode } from 'react';
import type { ImageField } from '@handyman/contracts';
import { MediaImage } from './MediaImage';
import styles from './OverlayBanner.module.css';

export type OverlayTone = 'dark' | 'light' | 'scrim';
export type OverlayAlignment = 'Left' | 'Right' | 'None';

export interface OverlayBannerProps {
  image: ImageField | undefined;
  /** dark or light: a translucent text box; scrim: light text straight on a darkened image. */
  tone: OverlayTone;
  align?: OverlayAlignment;
  /** Minimum heights in px below and from 768 px wide (defaults 300 and 400). */
  minHeight?: { mobile: number; desktop: number };
  /** Above-the-fold banners load their image eagerly. */
  priority?: boolean;
  className?: string;
  labelledBy?: string;
  children: ReactNode;
}

const ALIGN_CLASS: Record<OverlayAlignment, string | undefined> = {
  Left: styles.alignLeft,
  Right: styles.alignRight,
  None: styles.alignNone,
};

/** The CMS sends Left, Right, None or nothing; anything but Left and Right centres the box. */
export function overlayAlignment(value: string | undefined): OverlayAlignment {
  return value === 'Left' || value === 'Right' ? value : 'None';
}

export function OverlayBanner({
  image,
  tone,
  align = 'Left',
  minHeight,
  priority = false,
  className,
  labelledBy,
  children,
}: OverlayBannerProps) {
  const style = minHeight
    ? ({ '--banner-min-height-mobile': `${minHeight.mobile}px`, '--banner-min-height': `${minHeight.desktop}px` } as CSSProperties)
    : undefined;
  return (
    <section className={[styles.banner, styles[tone], className].filter(Boolean).join(' ')} style={style} aria-labelledby={labelledBy}>
      <MediaImage className={styles.image} image={image} alt="" priority={priority} />
      <div className={`container ${styles.inner} ${ALIGN_CLASS[align] ?? ''}`}>
        <div className={styles.box}>{children}</div>
      </div>
    </section>
  );
}
