import { PlaceholderProvider, TrayRenderer } from '@handyman/trays';
import { Breadcrumb, RichText } from '@handyman/platform/base';
import type { ArticleView } from './sub-page-view';

/**
 * A content page of any schema at an office address shown as breadcrumb, heading, copy and trays:
 * the plain rendering a page gets until its area builds a dedicated layout for it. Its text comes
 * with the office's placeholders filled (sub-page-view.ts).
 */
export function ContentArticle({ article }: { article: ArticleView }) {
  return (
    <PlaceholderProvider values={article.placeholders}>
      <article>
        <div className="container">
          <Breadcrumb pages={article.trail} />
          <h1>{article.heading}</h1>
          {article.copy !== null ? <RichText html={article.copy} /> : null}
        </div>
        <TrayRenderer trays={article.trays} />
      </article>
    </PlaceholderProvider>
  );
}
