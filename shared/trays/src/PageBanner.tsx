import type { Banner } from '@handyman/contracts';
import { OverlayBanner, RichText } from '@handyman/platform/ui';
import styles from './PageBanner.module.css';
import { usePlaceholders } from './placeholders';

export interface PageBannerProps {
  banner: Banner;
  /** 1 when the banner heading is the page heading. */
  headingLevel?: 1 | 2;
}

/** The banner at the top of a content page: heading and subheading on the page's image. */
export function PageBanner({ banner, headingLevel = 1 }: PageBannerProps) {
  const fill = usePlaceholders();
  const Heading = headingLevel === 1 ? 'h1' : 'p';
  return (
    <OverlayBanner image={banner.BackgroundImage} tone="scrim" priority>
      <Heading className={styles.display}>{fill(banner.Heading?.Value)}</Heading>
      {banner.Subheading?.Value ? <RichText as="p" html={fill(banner.Subheading.Value)} /> : null}
    </OverlayBanner>
  );
}
