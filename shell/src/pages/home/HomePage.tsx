import { pageOfSchema, usePage } from '@handyman/shared';
import { MediaImage, RichText, Spinner } from '@handyman/shared/ui';
import { TrayRenderer } from '@handyman/shared/trays';
import styles from './HomePage.module.css';

export default function HomePage() {
  const { data, error, loading } = usePage('/');
  if (error) throw error;
  if (loading || !data) return <Spinner />;
  const home = pageOfSchema(data.results[0], 'HomePage');
  if (!home) return null;
  return (
    <>
      <section className={styles.hero}>
        <MediaImage className={styles.heroImage} image={home.Banner.BackgroundImage} alt="" priority />
        <div className={`container ${styles.heroText}`}>
          <h1>{home.Banner.Heading.Value}</h1>
          {home.Banner.Subheading ? <RichText as="p" html={home.Banner.Subheading.Value} /> : null}
        </div>
      </section>
      <div className="container">
        <TrayRenderer trays={home.Trays} />
      </div>
    </>
  );
}
