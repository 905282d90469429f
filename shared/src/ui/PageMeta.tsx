import { useEffect } from 'react';
import { useSiteSettings } from '@handyman/shared';

export interface PageMetaProps {
  /** Page title without the site suffix. */
  title?: string;
  description?: string;
}

function setDescription(content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    // Created right after the title, as the spec places it.
    const title = document.head.querySelector('title');
    if (title) title.after(meta);
    else document.head.appendChild(meta);
  }
  meta.content = content;
}

/** Sets the document title (with the site's BrowserTitleSuffix) and description for a page. */
export function PageMeta({ title, description }: PageMetaProps) {
  const { data: settings } = useSiteSettings();
  const suffix = settings?.GlobalSettings?.BrowserTitleSuffix?.Value ?? '';
  useEffect(() => {
    if (title) document.title = suffix && !title.endsWith(suffix) ? `${title}${suffix}` : title;
  }, [title, suffix]);
  useEffect(() => {
    if (description) setDescription(description);
  }, [description]);
  return null;
}
