import { asArray, type BlogPost, type ImageField, type PageLink } from '@handyman/contracts';
import { authorPath, categoryPath } from '../../rules/blog-links';
import { ctaTone, type CtaTone } from '../../rules/cta-color';
import type { SidebarKind } from '../../sidebar/Sidebar';

/** A blog post as its page draws it: plain fields. Heading and body keep their {City}-style placeholders. */
export interface PostView {
  heading: string;
  /** The article's HTML (RichText sanitises it). */
  body: string;
  crumbs?: PageLink[];
  /** Each with the address of their list on the corporate blog; an office's authors have none. */
  authors: { name: string; href?: string }[];
  /** ISO dates; updated only when on another day than published. */
  published: string;
  updated?: string;
  /** The media field as the shared MediaImage takes it. */
  image?: ImageField;
  /** The GET AN ESTIMATE button's colour; none without a CTAColor. */
  cta: CtaTone | null;
  categories: { name: string; href: string }[];
  sidebar: SidebarKind;
}

/**
 * A post from the content service as its page shows it: authors link to their list on a corporate
 * post (linkAuthors), as the corporate blog holds no posts of office authors.
 */
export function postView(post: BlogPost, { linkAuthors, sidebar }: { linkAuthors: boolean; sidebar: SidebarKind }): PostView {
  const updated = post.DateUpdated && post.DateUpdated.slice(0, 10) !== post.DatePublished.slice(0, 10) ? post.DateUpdated : undefined;
  return {
    heading: post.Heading,
    body: post.Post,
    ...(post.BreadcrumbNavigation?.Page ? { crumbs: post.BreadcrumbNavigation.Page } : {}),
    authors: asArray(post.IGX_Categories?.Authors).map(({ Name }) =>
      linkAuthors ? { name: Name, href: authorPath(Name) } : { name: Name },
    ),
    published: post.DatePublished,
    ...(updated ? { updated } : {}),
    ...(post.Image?.Value ? { image: post.Image } : {}),
    cta: ctaTone(post.CTAColor),
    categories: asArray(post.IGX_Categories?.BlogCategories).map(({ Name }) => ({ name: Name, href: categoryPath(Name) })),
    sidebar,
  };
}
