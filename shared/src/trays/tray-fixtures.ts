// Test helpers: CMS-shaped values for tray tests.
import type { Field, ImageField, PageLink } from '@handyman/shared';

export const field = <T extends string = string>(Value: T): Field<T> => ({ Value });

export function image(path: string, width = 800, height = 600, alt = ''): ImageField {
  return { Value: path, AlternateText: alt, Width: String(width), Height: String(height) };
}

export const sitePage = (URL: string, Link: string): PageLink => ({ Name: URL, URL, Link, Schema: 'DetailPage' });

export const externalPage = (CustomURL: string, Link: string): PageLink => ({ Name: 'external', URL: CustomURL, CustomURL, Link, Schema: 'VirtualLink' });
