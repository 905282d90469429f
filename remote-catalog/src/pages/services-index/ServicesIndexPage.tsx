import { Link } from 'react-router-dom';
import { pageOfSchema, usePage } from '@handyman/shared';
import { MediaImage, RichText, Spinner } from '@handyman/shared/ui';
import styles from './ServicesIndexPage.module.css';

/** The services index: intro, most popular services and every service group. */
export function ServicesIndexPage() {
  const { data, error } = usePage('services');
  if (error) throw error;
  if (!data) return <Spinner />;
  const page = pageOfSchema(data.results[0], 'ServicesIndex');
  if (!page) return null;
  return (
    <div className={`container ${styles.page}`}>
      <h1>{page.BannerHeading.Value}</h1>
      <RichText className={styles.intro} html={page.IntroCopy.Value} />
      <h2>Most popular services</h2>
      <ul className={styles.popular}>
        {page.MostPopularServices.map((service) => (
          <li key={service.Page?.URL ?? service.Image.Value}>
            <Link to={`/${service.Page?.URL ?? ''}`} className={styles.popularLink}>
              <MediaImage image={service.Image} alt="" width={250} height={150} />
              <span>{service.Caption?.Value ?? service.Page?.Name}</span>
            </Link>
          </li>
        ))}
      </ul>
      {page.ServicesTray.Navigation.Page.map((tab) => (
        <section key={tab.ID} id={tab.ID} className={styles.tab}>
          <h2>{tab.Name}</h2>
          <div className={styles.groups}>
            {tab.Group.map((group) => (
              <div key={group.Name}>
                <h3>{group.Name}</h3>
                <ul>
                  {group.Page.slice(0, 9).map((link) => (
                    <li key={link.URL}>
                      <Link to={`/${link.URL}`}>{link.Link || link.Name}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
