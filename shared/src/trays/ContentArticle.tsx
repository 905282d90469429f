import { useLocation } from 'react-router-dom';
import { usePage, type Field, type PageLink, type Tray } from '@handyman/shared';
import { Breadcrumb, PageMeta, RichText, Spinner } from '@handyman/shared/ui';
import { TrayRenderer } from './registry';

interface ArticleLike {
  Title: string;
  Description?: string;
  Heading?: Field | string;
  Copy?: Field;
  BreadcrumbNavigation?: { Page: PageLink[] };
  Trays?: Tray[];
}

/**
 * A content page of any schema shown as breadcrumb, heading, copy and trays: the plain rendering a
 * page gets until its area builds a dedicated layout for it.
 */
export function ContentArticle({ path }: { path?: string }) {
  const { pathname } = useLocation();
  const { data, error, loading } = usePage(path ?? pathname);
  if (error) throw error;
  if (loading || !data) return <Spinner />;
  const page = Object.values(data.results[0] ?? {})[0] as ArticleLike | undefined;
  if (!page) return null;
  const heading = typeof page.Heading === 'string' ? page.Heading : page.Heading?.Value;
  return (
    <article>
      <PageMeta title={page.Title} description={page.Description} />
      <div className="container">
        <Breadcrumb pages={page.BreadcrumbNavigation?.Page} />
        <h1>{heading || page.Title}</h1>
        {page.Copy ? <RichText html={page.Copy.Value} /> : null}
      </div>
      <TrayRenderer trays={page.Trays} />
    </article>
  );
}
