import { Link } from 'react-router-dom';
import type { PageLink } from '@handyman/contracts';
import { OfficeSection } from '../../../../office/section/OfficeSection';
import { ArticleList } from './ArticleList';

export const BLOG_HEADING = 'From Our Blog';

/** #blog: the first three posts of the office's own blog and a link to it; nothing without posts. */
export function BlogSection({ posts, blogPath }: { posts: PageLink[]; blogPath: string }) {
  if (posts.length === 0) return null;
  return (
    <OfficeSection
      id="blog"
      heading={BLOG_HEADING}
      intro="Helpful Articles"
      tone="alt"
      actions={
        <Link to={`/${blogPath}`} className="button-secondary">
          See more from our blog
        </Link>
      }
    >
      <ArticleList posts={posts} />
    </OfficeSection>
  );
}
