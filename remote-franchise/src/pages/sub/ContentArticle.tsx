import { useLocation } from 'react-router-dom';
import { franchisePathOf, useFranchiseHome, usePage } from '@handyman/platform';
import { type Field, type PageLink, type Tray } from '@handyman/contracts';
import { Breadcrumb, PageMeta, RichText, Spinner } from '@handyman/platform/ui';
import { usePlaceholders, TrayRenderer } from '@handyman/trays';

interface ArticleLike {
  Title: string;
  Description?: string;
  Heading?: Field | string;
  Copy?: Field;
  BreadcrumbNavigation?: { Page: PageLink[] };
  Trays?: Tray[];
}

function Article({ page }: { page: ArticleLike }) {
  const fill = usePlaceholders();
  const heading = typeof page.Heading === 'string' ? page.Heading : page.Heading?.Value;
  return (
    <article>
      <PageMeta title={page.Title} description={page.Description} />
      <div className="container">
        <Breadcrumb pages={page.BreadcrumbNavigation?.Page} />
        <h1>{fill(heading || page.Title)}</h1>
        {page.Copy ? <RichText html={fill(page.Copy.Value)} /> : null}
      </div>
      <TrayRenderer trays={page.Trays} />
    </article>
  );
}

/**
 * A content page of any schema shown as breadcrumb, heading, copy and trays: the plain rendering a
 * page gets until its area builds a dedicated layout for it. Under /offices/<id>/ the office's
 * values fill its placeholders, so it waits for the office before showing any text.
 */
export function ContentArticle({ path }: { path?: string }) {
  const { pathname } = useLocation();
  const { data, error, loading } = usePage(path ?? pathname);
  const office = useFranchiseHome(franchisePathOf(pathname));
  if (error) throw error;
  if (loading || !data || office.loading) return <Spinner />;
  const page = Object.values(data.results[0] ?? {})[0] as ArticleLike | undefined;
  if (!page) return null;
  return <Article page={page} />;
}
