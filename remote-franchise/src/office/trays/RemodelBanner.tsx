import { useId } from 'react';
import { RichText } from '@handyman/platform/base';
import { OverlayBannerView } from '@handyman/platform/offices';
import { TrayButton } from '@handyman/trays';
import type { RemodelBannerView } from './views/banners';

/** A remodeling call to action: heading, copy and a button in a dark box over the project photo. */
export function RemodelBanner({ view }: { view: RemodelBannerView }) {
  const id = useId();
  return (
    <OverlayBannerView image={view.image} tone="dark" align="Left" labelledBy={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{view.heading}</h2>
      {view.copy ? <RichText html={view.copy} /> : null}
      <TrayButton page={view.page} />
    </OverlayBannerView>
  );
}
