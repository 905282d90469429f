import { useEffect } from 'react';
import { pageOfSchema, usePage } from '@handyman/shared';
import { RichText } from '@handyman/shared/ui';
import { CallUsLink } from '../../layout/CallUsLink';

/** The not-found page: content from Resources/404, never indexed. */
export default function NotFoundPage() {
  const { data } = usePage('Resources/404');
  const page = pageOfSchema(data?.results[0], 'DetailPage');

  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);

  return (
    <section className="container" data-testid="not-found">
      <h1>{page?.Heading?.Value || 'Sorry, we couldn’t find that page'}</h1>
      {page?.Copy ? <RichText html={page.Copy.Value} /> : null}
      <p>
        or call us at <CallUsLink />
      </p>
    </section>
  );
}
