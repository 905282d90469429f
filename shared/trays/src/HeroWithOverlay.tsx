import { useId } from 'react';
import type { HeroWithOverlay as HeroContent } from '@handyman/contracts';
import { RichText, OverlayBanner } from '@handyman/platform/ui';
import { usePlaceholders } from './placeholders';
import { TrayButton } from './TrayLink';
import { heroView, type HeroView } from './views/hero';

interface HeroOptions {
  /** 1 when the hero heads the page. */
  headingLevel?: 1 | 2;
  priority?: boolean;
}

export interface HeroWithOverlayProps extends HeroOptions {
  tray: Omit<HeroContent, 'TrayName'>;
}

/** A background image with a dark or light text box holding a heading, subheading and link. */
export function HeroWithOverlayTray({ view, headingLevel = 2, priority = false }: HeroOptions & { view: HeroView }) {
  const id = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <OverlayBanner image={view.image} tone={view.tone} align={view.align} priority={priority} labelledBy={`${id}-heading`}>
      <Heading id={`${id}-heading`}>{view.heading}</Heading>
      {view.subheading !== undefined ? <RichText as="p" html={view.subheading} /> : null}
      <TrayButton page={view.page} />
    </OverlayBanner>
  );
}

/** The hero of a page's own content (not among its trays): maps the CMS hero, then shows it. */
export function HeroWithOverlay({ tray, ...options }: HeroWithOverlayProps) {
  const fill = usePlaceholders();
  return <HeroWithOverlayTray view={heroView(tray, fill)} {...options} />;
}
