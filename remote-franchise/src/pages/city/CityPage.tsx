import { PageBanner, PlaceholderProvider } from '@handyman/trays';
import { Breadcrumb, RichText } from '@handyman/platform/base';
import { WithOffice } from '../../office/WithOffice';
import { TraysNearView } from '../../office/trays/trays-near-view';
// Drawn with the page, so that the form inside it waits for the visitor (see the office home).
import { OfficeEstimateTabs } from '../../office/estimate/OfficeEstimateTabs';
import { CityOfficeCard } from './CityOfficeCard';
import type { CityView } from './city-view';
import { PaintStrokes } from './PaintStrokes';
import article from '../../office/OfficeArticle.module.css';
import styles from './CityPage.module.css';
import strokes from './PaintStrokes.module.css';

/**
 * /offices/:franchise/city/:city: one of the office's service cities, from the view model its
 * loader made (city-loader.ts): the office header, the banner with its brush stroke, the trail,
 * the copy beside the office's card, the estimate tabs when the city asks for them, and its trays
 * (both hydrated near the viewport).
 */
export function CityPage({ data }: { data: CityView }) {
  return (
    <PlaceholderProvider values={data.placeholders}>
      <WithOffice office={data.office} header={data.header}>
        {(header) => (
          <article data-testid="city-page">
            {header}
            <div className={strokes.banner}>
              <PageBanner banner={data.banner} />
              <PaintStrokes />
            </div>
            <div className={article.trail}>
              <div className="container">
                <Breadcrumb pages={data.trail} franchiseName={data.officeName} cityPage />
              </div>
            </div>
            <div className={`container ${article.layout} ${styles.layout}`}>
              {data.copy ? <RichText className={article.copy} html={data.copy} /> : <div />}
              <CityOfficeCard phone={data.phone} officeName={data.officeName} homePath={data.homePath} cityName={data.cityName} />
            </div>
            {data.tabs ? <OfficeEstimateTabs tabs={data.tabs} path={data.homePath} /> : null}
            <TraysNearView trays={data.trays} />
          </article>
        )}
      </WithOffice>
    </PlaceholderProvider>
  );
}
