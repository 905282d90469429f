import { getLocalOffices, useResource } from '@handyman/shared';
import { Spinner } from '@handyman/shared/ui';
import { Link } from 'react-router-dom';

/** Office finder: every office, grouped by state. */
export default function OfficeFinderPage() {
  const { data: offices, error } = useResource('local-offices', () => getLocalOffices());
  if (error) throw error;
  if (!offices) return <Spinner />;
  return (
    <section className="container">
      <h1>Find A Handyman</h1>
      <ul>
        {offices.map((office) => (
          <li key={office.HomePageLink.URL}>
            <Link to={`/${office.HomePageLink.URL}`}>{office.Name}</Link> ({office.State})
          </li>
        ))}
      </ul>
    </section>
  );
}
