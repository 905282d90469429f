import { useLocation } from 'react-router-dom';
import { NotFoundError, usePage } from '@handyman/platform';
import { pageOfSchema } from '@handyman/contracts';
import { Spinner } from '@handyman/platform/ui';
import { DetailPageLayout } from './DetailPageLayout';

/**
 * A corporate content page (why-choose-us, resources, careers, ...). Short and legacy addresses pass
 * the content path they show. Missing content throws NotFoundError, which the route shows as 404.
 */
interface ContentPageProps {
  /** Content path to render when it differs from the address (legacy and short paths). */
  contentPath?: string;
}

export default function ContentPage({ contentPath }: ContentPageProps) {
  const { pathname } = useLocation();
  const { data, error, loading } = usePage(contentPath ?? pathname);
  if (error) throw error;
  if (loading || !data) return <Spinner />;
  const page = pageOfSchema(data.results[0], 'DetailPage');
  if (!page) throw new NotFoundError(`No content page at "${contentPath ?? pathname}"`);
  return <DetailPageLayout page={page} />;
}
