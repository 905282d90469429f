import { useId } from 'react';
import type { HeroWithOverlay as HeroContent } from '@handyman/contracts';
import { RichText, OverlayBanner, overlayAlignment } from '@handyman/platform/ui';
import { usePlaceholders } from './placeholders';
import { TrayButton } from './TrayLink';

export interface HeroWithOverlayProps {
  tray: Omit<HeroContent, 'TrayName'>;
  /** 1 when the hero heads the page. */
  headingLevel?: 1 | 2;
  priority?: boolean;
}

/** A background image with a dark or light text box holding a heading, subheading and link. */
export function HeroWithOverlay({ tray, headingLevel = 2, priority = false }: HeroWithOverlayProps) {
  const id = useId();
  const fill = usePlaceholders();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <OverlayBanner
      image={tray.BackgroundImage}
      tone={tray.TextBoxBackgroundColor?.Value === 'Light' ? 'light' : 'dark'}
      align={overlayAlignment(tray.TextBoxAlignment?.Value)}
      priority={priority}
      labelledBy={`${id}-heading`}
    >
      <Heading id={`${id}-heading`}>{fill(tray.Heading?.Value)}</Heading>
      {tray.Subheading?.Value ? <RichText as="p" html={fill(tray.Subheading.Value)} /> : null}
      <TrayButton page={tray.Page} />
    </OverlayBanner>
  );
}

/** The registry entry: a hero placed among the trays. */
export function HeroWithOverlayTray({ tray }: { tray: HeroContent }) {
  return <HeroWithOverlay tray={tray} />;
}
