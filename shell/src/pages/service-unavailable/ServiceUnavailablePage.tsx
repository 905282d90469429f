import { Link } from 'react-router-dom';
import { NATIONAL_PHONE } from '@handyman/shared';

const POPULAR_SERVICES = ['doors', 'floors', 'bathroom', 'painting', 'fencing', 'drywall', 'carpentry'];

/** The 503 page, shown when a service is down or a page failed to render. */
export default function ServiceUnavailablePage() {
  return (
    <section className="container" data-testid="service-unavailable">
      <h1>Oops...</h1>
      <p>Something went wrong on our end. We will be back soon.</p>
      <p>
        Call <a href={`tel:${NATIONAL_PHONE.tel}`}>{NATIONAL_PHONE.display}</a>
      </p>
      <ul>
        {POPULAR_SERVICES.map((service) => (
          <li key={service}>
            <Link to={`/services/${service}`}>{service}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
