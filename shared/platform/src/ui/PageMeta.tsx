import { replacePlaceholders, useSiteSettings, type PlaceholderValues } from '@handyman/platform';
import { useFranchisePlaceholders } from './use-franchise-placeholders';
import { titleSuffixOf } from './views/title-suffix';

export interface PageMetaProps {
  /** Page title without the site suffix. */
  title?: string;
  description?: string;
  /** Values for {City}, {Phone}, ...; by default those of the franchise of the current address. */
  placeholders?: PlaceholderValues;
}

/** The longest title a search result shows in full. */
export const MAX_TITLE_LENGTH = 60;

/**
 * The browser title: the page title with the site's BrowserTitleSuffix, never twice, and only
 * where it fits in a search result (MAX_TITLE_LENGTH): the page's own words, which name the
 * office or city, come before the brand.
 */
export function titleWithSuffix(title: string, suffix: string): string {
  if (!suffix || title.endsWith(suffix)) return title;
  return title.length + suffix.length <= MAX_TITLE_LENGTH ? `${title}${suffix}` : title;
}

/** The page's title with the site's suffix and the description, their placeholders filled in. */
export function usePageTitle({ title, description, placeholders }: PageMetaProps): { title: string; description: string } {
  const { data: settings } = useSiteSettings();
  const franchiseValues = useFranchisePlaceholders();
  const values = placeholders ?? franchiseValues;
  const suffix = titleSuffixOf(settings);
  return {
    title: title ? titleWithSuffix(replacePlaceholders(title, values), suffix) : '',
    description: description ? replacePlaceholders(description, values) : '',
  };
}

/**
 * The page's <title> (with the site's BrowserTitleSuffix) and description, the franchise
 * placeholders filled in. React puts them in the document's head: the server's HTML has them
 * (shell/src/server/document.ts moves them there) and the browser keeps them as the visitor moves.
 */
export function PageMeta(props: PageMetaProps) {
  const { title, description } = usePageTitle(props);
  return (
    <>
      {title ? <title>{title}</title> : null}
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}
