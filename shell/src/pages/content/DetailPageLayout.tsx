import type { DetailPage } from '@handyman/contracts';
import { Breadcrumb, PageMeta } from '@handyman/platform/ui';
import { TrayRenderer } from '@handyman/trays';
import { ContentHero, heroCarriesHeading } from './ContentHero';
import { ContentIntro } from './ContentIntro';
import styles from './ContentPage.module.css';

/** A corporate content page: hero or banner, breadcrumb, heading, copy with aside image, trays. */
export function DetailPageLayout({ page }: { page: DetailPage }) {
  const heading = page.Heading?.Value || page.Title || page.Name;
  return (
    <article data-testid="content-page">
      <PageMeta title={page.Title || heading} description={page.Description} />
      <ContentHero page={page} heading={heading} />
      <div className={styles.trail}>
        <div className="container">
          <Breadcrumb pages={page.BreadcrumbNavigation?.Page} />
        </div>
      </div>
      <ContentIntro page={page} heading={heading} showHeading={!heroCarriesHeading(page, heading)} />
      <TrayRenderer trays={page.Trays} />
    </article>
  );
}
