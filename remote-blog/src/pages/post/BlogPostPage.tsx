import { useLocation, useParams } from 'react-router-dom';
import { NotFoundError, usePage } from '@handyman/platform';
import { pageOfSchema, type BlogPost } from '@handyman/contracts';
import { Breadcrumb, MediaImage, PageMeta, PermanentRedirect, RichText, Spinner } from '@handyman/platform/ui';
import { BlogLayout } from '../../layout/BlogLayout';
import { useFill } from '../../office/use-fill';
import { EstimateButton } from './EstimateButton';
import { PostByline, PostCategories } from './PostMeta';
import { PostJsonLd } from './PostJsonLd';
import styles from './BlogPostPage.module.css';

/** A single blog article: corporate (BlogPost) or an office's (FranchiseBlogPost). */
export function BlogPostPage() {
  const { pathname } = useLocation();
  const undated = useParams().year === undefined;
  const { data, error } = usePage(pathname);
  if (error) throw error;
  const result = data?.results[0];
  const corporate = pageOfSchema(result, 'BlogPost');
  const post: BlogPost | undefined = corporate ?? pageOfSchema(result, 'FranchiseBlogPost');
  if (data && !post) throw new NotFoundError(`No blog post at ${pathname}`);
  // /blog/<slug> finds a post without its date: the post's one address is its dated one.
  const dated = undated && corporate?.URL ? `/${corporate.URL.replace(/^\/+/, '')}` : undefined;
  if (dated && dated.toLowerCase() !== pathname.toLowerCase()) return <PermanentRedirect to={dated} />;
  return (
    <BlogLayout sidebar={pathname.startsWith('/offices/') ? 'franchise' : 'corporate'}>
      {post ? <PostArticle post={post} linkAuthors={corporate !== undefined} /> : <Spinner label="Loading the article" />}
    </BlogLayout>
  );
}

function PostArticle({ post, linkAuthors }: { post: BlogPost; linkAuthors: boolean }) {
  const fill = useFill();
  return (
    <article className={styles.post}>
      <PageMeta title={post.Title || post.Heading} description={post.Description} />
      <PostJsonLd post={post} authorPages={linkAuthors} />
      <Breadcrumb pages={post.BreadcrumbNavigation?.Page} />
      <h1 className={styles.heading}>{fill(post.Heading)}</h1>
      <PostByline post={post} linkAuthors={linkAuthors} />
      {post.Image ? <MediaImage className={styles.image} image={post.Image} priority width={1200} height={630} /> : null}
      <RichText className={styles.body} html={fill(post.Post)} />
      <EstimateButton color={post.CTAColor} />
      <PostCategories post={post} />
    </article>
  );
}
