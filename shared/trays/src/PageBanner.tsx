import type { Banner } from '@handyman/contracts';
import { OverlayBanner, RichText } from '@handyman/platform/ui';
import styles from './PageBanner.module.css';
import { usePlaceholders } from './placeholders';
import { pageBannerView, type PageBannerView } from './views/page-banner';

interface BannerOptions {
  /** 1 when the banner heading is the page heading. */
  headingLevel?: 1 | 2;
}

export interface PageBannerProps extends BannerOptions {
  banner: Banner;
}

/** The banner at the top of a content page: heading and subheading on the page's image. */
export function PageBannerSection({ view, headingLevel = 1 }: BannerOptions & { view: PageBannerView }) {
  const Heading = headingLevel === 1 ? 'h1' : 'p';
  return (
    <OverlayBanner image={view.image} tone="scrim" priority>
      <Heading className={styles.display}>{view.heading}</Heading>
      {view.subheading !== undefined ? <RichText as="p" html={view.subheading} /> : null}
    </OverlayBanner>
  );
}

/** The page's CMS banner, mapped and shown (pages pass the banner as their content holds it). */
export function PageBanner({ banner, ...options }: PageBannerProps) {
  const fill = usePlaceholders();
  return <PageBannerSection view={pageBannerView(banner, fill)} {...options} />;
}
