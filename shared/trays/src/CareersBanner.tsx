import { useId } from 'react';
import type { CareersBanner as CareersBannerContent } from '@handyman/contracts';
import { RichText, sanitizeHtml, OverlayBanner, overlayAlignment, type OverlayTone } from '@handyman/platform/ui';
import { careersBannerMinHeight } from './careers-banner-height';
import { usePlaceholders } from './placeholders';
import { TrayButton } from './TrayLink';

/**
 * The text box's tone: TextBoxBackgroundColor 'Dark' or 'Light' gives the dark translucent box
 * ('Light' too, on purpose), anything else (including no value) the light one.
 */
export function careersTextBoxTone(value: string | undefined): OverlayTone {
  return value === 'Dark' || value === 'Light' ? 'dark' : 'light';
}

/** Careers banner: image, heading, subheading, copy and a link that opens in a new tab. */
export function CareersBanner({ tray }: { tray: CareersBannerContent }) {
  const id = useId();
  const fill = usePlaceholders();
  const heading = fill(tray.Heading?.Value);
  const headingHasText =
    sanitizeHtml(heading)
      .replace(/<[^>]*>/g, '')
      .trim() !== '';
  return (
    <OverlayBanner
      image={tray.BackgroundImage}
      tone={careersTextBoxTone(tray.TextBoxBackgroundColor?.Value)}
      align={overlayAlignment(tray.TextBoxAlignment?.Value)}
      minHeight={careersBannerMinHeight(Number(tray.BackgroundImage?.Height) || undefined)}
      labelledBy={`${id}-heading`}
    >
      {headingHasText ? <RichText as="h2" id={`${id}-heading`} html={heading} /> : <h2 id={`${id}-heading`}>Loading...</h2>}
      {tray.Subheading?.Value ? (
        <p>
          <strong>{fill(tray.Subheading.Value)}</strong>
        </p>
      ) : null}
      {tray.Copy?.Value ? <RichText html={fill(tray.Copy.Value)} /> : null}
      <TrayButton page={tray.Page} newTab />
    </OverlayBanner>
  );
}
