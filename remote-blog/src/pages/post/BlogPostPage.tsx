import { Breadcrumb, MediaImage, RichText } from '@handyman/platform/base';
import { BlogLayout } from '../../layout/BlogLayout';
import { useFill } from '../../office/use-fill';
import { EstimateButton } from './EstimateButton';
import { PostByline, PostCategories } from './PostMeta';
import type { PostView } from './post-view';
import styles from './BlogPostPage.module.css';

/** The article's column: the container's width up to 820 px; from 992 px beside the 300 px sidebar and its 48 px gap. */
const POST_IMAGE_SIZES =
  '(min-width: 1300px) 820px, (min-width: 1200px) 804px, (min-width: 992px) calc(100vw - 396px), (min-width: 868px) 820px, (min-width: 768px) calc(100vw - 48px), calc(100vw - 32px)';

/** A single blog article, corporate or an office's; {City}-style placeholders filled with the office's values. */
export function BlogPostPage({ data: post }: { data: PostView }) {
  const fill = useFill();
  return (
    <BlogLayout sidebar={post.sidebar}>
      <article className={styles.post}>
        <Breadcrumb pages={post.crumbs} />
        <h1 className={styles.heading}>{fill(post.heading)}</h1>
        <PostByline authors={post.authors} published={post.published} updated={post.updated} />
        {post.image ? (
          <MediaImage className={styles.image} image={post.image} priority width={1200} height={630} sizes={POST_IMAGE_SIZES} />
        ) : null}
        <RichText className={styles.body} html={fill(post.body)} />
        <EstimateButton tone={post.cta} />
        <PostCategories categories={post.categories} />
      </article>
    </BlogLayout>
  );
}
