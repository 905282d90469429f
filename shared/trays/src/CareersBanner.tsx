import { useId } from 'react';
import { RichText, OverlayBanner } from '@handyman/platform/ui';
import { TrayButton } from './TrayLink';
import type { CareersBannerView } from './views/careers-banner';

export { careersTextBoxTone } from './views/careers-banner';

/** Careers banner: image, heading, subheading, copy and a link that opens in a new tab. */
export function CareersBanner({ view }: { view: CareersBannerView }) {
  const id = useId();
  return (
    <OverlayBanner image={view.image} tone={view.tone} align={view.align} minHeight={view.minHeight} labelledBy={`${id}-heading`}>
      {view.headingHasText ? <RichText as="h2" id={`${id}-heading`} html={view.heading} /> : <h2 id={`${id}-heading`}>Loading...</h2>}
      {view.subheading !== undefined ? (
        <p>
          <strong>{view.subheading}</strong>
        </p>
      ) : null}
      {view.copy !== undefined ? <RichText html={view.copy} /> : null}
      <TrayButton page={view.page} newTab />
    </OverlayBanner>
  );
}
