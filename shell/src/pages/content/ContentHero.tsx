import { HeroWithOverlay, PageBanner } from '@handyman/trays';
import type { ContentView } from './content-view';

/** A content page's top: its hero with overlay, else its banner, else nothing. */
export function ContentHero({ view }: { view: Pick<ContentView, 'hero' | 'heroCarriesHeading'> }) {
  const level = view.heroCarriesHeading ? 1 : 2;
  const { hero } = view;
  if (hero.kind === 'overlay') return <HeroWithOverlay tray={hero.tray} headingLevel={level} priority />;
  if (hero.kind === 'banner') return <PageBanner banner={hero.banner} headingLevel={level} />;
  return null;
}
