import { pageOfSchema, usePage } from '@handyman/shared';
import { RichText, Spinner } from '@handyman/shared/ui';

/** Corporate estimate-submission page (/contact_success). */
export default function ContactSuccessPage() {
  const { data, error } = usePage('contact-success');
  if (error) throw error;
  const page = pageOfSchema(data?.results[0], 'DetailPage');
  if (!page) return <Spinner />;
  return (
    <section className="container">
      <h1>Contact Success</h1>
      {page.Copy ? <RichText html={page.Copy.Value} /> : null}
    </section>
  );
}
