import { useLocation } from 'react-router-dom';
import { pageOfSchema, usePage } from '@handyman/shared';
import { RichText, Spinner } from '@handyman/shared/ui';
import { TrayRenderer } from '@handyman/shared/trays';
import type { ShellPageProps } from '../../app/routing/RouteElement';

/** A corporate content page (why-choose-us, resources, careers, ...) rendered through the trays. */
export default function ContentPage({ contentPath }: ShellPageProps) {
  const { pathname } = useLocation();
  const { data, error, loading } = usePage(contentPath ?? pathname);
  if (error) throw error;
  if (loading || !data) return <Spinner />;
  const page = pageOfSchema(data.results[0], 'DetailPage');
  if (!page) return null;
  return (
    <article className="container">
      <h1>{page.Heading?.Value || page.Title}</h1>
      {page.Copy ? <RichText html={page.Copy.Value} /> : null}
      <TrayRenderer trays={page.Trays} />
    </article>
  );
}
