import { useEffect } from 'react';
import { replacePlaceholders, useServerRecord, useSiteSettings, type PlaceholderValues } from '@handyman/platform';
import { setDescription } from './head-tags';
import { useFranchisePlaceholders } from './use-franchise-placeholders';

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

/**
 * Sets the document title (with the site's BrowserTitleSuffix) and description for a page, with
 * the franchise placeholders filled in.
 */
export function PageMeta({ title, description, placeholders }: PageMetaProps) {
  const { data: settings } = useSiteSettings();
  const franchiseValues = useFranchisePlaceholders();
  const values = placeholders ?? franchiseValues;
  const suffix = settings?.GlobalSettings?.BrowserTitleSuffix?.Value ?? '';
  const fullTitle = title ? titleWithSuffix(replacePlaceholders(title, values), suffix) : '';
  const fullDescription = description ? replacePlaceholders(description, values) : '';
  // On the server the page's head is written into the HTML answer.
  const record = useServerRecord();
  if (record && fullTitle) record.head.title = fullTitle;
  if (record && fullDescription) record.head.description = fullDescription;

  useEffect(() => {
    if (fullTitle) document.title = fullTitle;
  }, [fullTitle]);
  useEffect(() => {
    if (fullDescription) setDescription(fullDescription);
  }, [fullDescription]);
  return null;
}
