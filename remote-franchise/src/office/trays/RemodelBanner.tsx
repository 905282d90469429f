import { useId } from 'react';
import type { RemodelBanner as RemodelBannerContent } from '@handyman/contracts';
import { OverlayBanner, RichText } from '@handyman/platform/ui';
import { TrayButton, usePlaceholders } from '@handyman/trays';

/** A remodeling call to action: heading, copy and a button in a dark box over the project photo. */
export function RemodelBanner({ tray }: { tray: RemodelBannerContent }) {
  const id = useId();
  const fill = usePlaceholders();
  return (
    <OverlayBanner image={tray.BackgroundImage} tone="dark" align="Left" labelledBy={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{fill(tray.Heading?.Value)}</h2>
      {tray.Copy?.Value ? <RichText html={fill(tray.Copy.Value)} /> : null}
      <TrayButton page={tray.Page} />
    </OverlayBanner>
  );
}
