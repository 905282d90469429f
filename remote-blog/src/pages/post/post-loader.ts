import { pageOfSchema } from '@handyman/contracts';
import {
  getSiteSettings,
  mediaUrl,
  NotFoundError,
  PageRedirect,
  SITE_SETTINGS_KEY,
  type LoadedPage,
  type LoaderArgs,
} from '@handyman/platform/base';
import { BLOG_FEED } from '../../rules/blog-feed';
import { blogPostingJsonLd, postContext } from './post-json-ld';
import { postView, type PostView } from './post-view';

/**
 * A single blog article: corporate (BlogPost) or an office's (FranchiseBlogPost), with its head
 * (the article's structured data, and a shared link showing it as an article with its picture).
 */
export async function blogPostLoader(args: LoaderArgs): Promise<LoadedPage<PostView>> {
  const { pathname } = args.url;
  const result = (await args.page(pathname)).results[0];
  const corporate = pageOfSchema(result, 'BlogPost');
  const post = corporate ?? pageOfSchema(result, 'FranchiseBlogPost');
  if (!post) throw new NotFoundError(`No blog post at ${pathname}`);
  // /blog/<slug> finds a post without its date: the post's one address is its dated one.
  const dated = args.params.year === undefined && corporate?.URL ? `/${corporate.URL.replace(/^\/+/, '')}` : undefined;
  if (dated && dated.toLowerCase() !== pathname.toLowerCase()) throw new PageRedirect(dated);
  const settings = await args.load(SITE_SETTINGS_KEY, getSiteSettings).catch(() => undefined);
  const image = post.Image?.Value
    ? { url: mediaUrl(post.Image.Value), ...(post.Image.AlternateText ? { alt: post.Image.AlternateText } : {}) }
    : undefined;
  return {
    data: postView(post, { linkAuthors: corporate !== undefined, sidebar: pathname.startsWith('/offices/') ? 'franchise' : 'corporate' }),
    head: {
      title: post.Title || post.Heading,
      ...(post.Description ? { description: post.Description } : {}),
      jsonLd: [blogPostingJsonLd(post, postContext(settings, pathname, corporate !== undefined))],
      ogType: 'article',
      ...(image ? { image } : {}),
      feed: BLOG_FEED,
    },
  };
}
