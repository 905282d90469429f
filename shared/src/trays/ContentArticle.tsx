import { useLocation } from 'react-router-dom';
import { usePage, type Field, type Tray } from '@handyman/shared';
import { RichText, Spinner } from '@handyman/shared/ui';
import { TrayRenderer } from './registry';

interface ArticleLike {
  Title: string;
  Heading?: Field | string;
  Copy?: Field;
  Trays?: Tray[];
}

/**
 * A content page of any schema shown as heading, copy and trays: the plain rendering a page gets
 * until its area builds a dedicated layout for it.
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
    <article className="container">
      <h1>{heading || page.Title}</h1>
      {page.Copy ? <RichText html={page.Copy.Value} /> : null}
      <TrayRenderer trays={page.Trays} />
    </article>
  );
}
