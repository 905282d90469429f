import { Link } from 'react-router-dom';
import { OfficeSection } from '../../../../office/section/OfficeSection';
import { ArticleList } from './ArticleList';
import type { PageLink } from '@handyman/contracts';

/** #helpful-articles: the company blog's three newest home tips, and the way to the rest. */
export function HelpfulArticlesSection({ posts }: { posts: PageLink[] }) {
  return (
    <OfficeSection
      id="helpful-articles"
      heading="Helpful Articles"
      intro="Maintenance tips and project ideas from our craftsmen across the country."
      actions={
        <Link to="/blog" className="button-secondary">
          Browse all articles
        </Link>
      }
    >
      {posts.length > 0 ? <ArticleList posts={posts} /> : <p>Home tips and project ideas are on our blog.</p>}
    </OfficeSection>
  );
}
