import type { ComponentProps } from 'react';
import type { HomePage, Tray } from '@handyman/contracts';
import type { EstimateTabs } from '@handyman/estimate';
import type { ZipLookupForm } from '@handyman/offices';
import type { MediaImage } from '@handyman/platform/ui';

/** The home page as it draws: the hero's words and picture, the ZIP finder, the tabs and the trays. */
export interface HomeView {
  heading: string;
  /** Rich text (sanitised by RichText), or null. */
  subheading: string | null;
  /** The hero picture (shared MediaImage takes the content shape). */
  image: ComponentProps<typeof MediaImage>['image'];
  /** The ZIP finder's words (shared ZipLookupForm takes the content shape). */
  findAnOffice: ComponentProps<typeof ZipLookupForm>['content'];
  /** The estimate / booking tabs' words (shared EstimateTabs takes the content shape). */
  tabs: ComponentProps<typeof EstimateTabs>['content'];
  /** The page's trays (shared TrayRenderer: content trays). */
  trays: Tray[];
}

export function homeView(home: HomePage): HomeView {
  return {
    heading: home.Banner?.Heading?.Value ?? '',
    subheading: home.Banner?.Subheading?.Value || null,
    image: home.Banner?.BackgroundImage,
    findAnOffice: home.FindAnOffice,
    tabs: home.TabContent,
    trays: Array.isArray(home.Trays) ? home.Trays : [],
  };
}
