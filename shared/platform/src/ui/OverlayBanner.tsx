import type { CSSProperties, ReactNode } from 'react';
import type { ImageField } from '@handyman/contracts';
import { MediaImageView } from './MediaImage';
import { imageModel, type ImageModel } from './views';
import styles from './OverlayBanner.module.css';

export type OverlayTone = 'dark' | 'light' | 'scrim';
export type OverlayAlignment = 'Left' | 'Right' | 'None';

interface BannerLayout {
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

export interface OverlayBannerProps extends BannerLayout {
  image: ImageField | undefined;
}

export interface OverlayBannerViewProps extends BannerLayout {
  image: ImageModel | null | undefined;
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

export function OverlayBannerView({
  image,
  tone,
  align = 'Left',
  minHeight,
  priority = false,
  className,
  labelledBy,
  children,
}: OverlayBannerViewProps) {
  const style = minHeight
    ? ({ '--banner-min-height-mobile': `${minHeight.mobile}px`, '--banner-min-height': `${minHeight.desktop}px` } as CSSProperties)
    : undefined;
  return (
    <section className={[styles.banner, styles[tone], className].filter(Boolean).join(' ')} style={style} aria-labelledby={labelledBy}>
      <MediaImageView className={styles.image} image={image} alt="" sizes="100vw" priority={priority} />
      <div className={`container ${styles.inner} ${ALIGN_CLASS[align] ?? ''}`}>
        <div className={styles.box}>{children}</div>
      </div>
    </section>
  );
}

/** OverlayBannerView on a CMS image field. */
export function OverlayBanner({ image, ...rest }: OverlayBannerProps) {
  return <OverlayBannerView image={imageModel(image)} {...rest} />;
}
