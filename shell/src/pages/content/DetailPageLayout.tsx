import type { ReactNode } from 'react';
import { Breadcrumb } from '@handyman/platform/ui';
import { TrayRenderer } from '@handyman/trays';
import { ContentHero } from './ContentHero';
import { ContentIntro } from './ContentIntro';
import type { ContentView } from './content-view';
import styles from './ContentPage.module.css';

/**
 * A corporate content page: hero or banner, breadcrumb, heading, copy with aside image, trays.
 * `beforeTrays` goes between the copy and the trays (the estimate form page's form).
 */
export function DetailPageLayout({ view, beforeTrays }: { view: ContentView; beforeTrays?: ReactNode }) {
  return (
    <>
      <article data-testid="content-page">
        <ContentHero view={view} />
        <div className={styles.trail}>
          <div className="container">
            <Breadcrumb pages={view.trail} />
          </div>
        </div>
        <ContentIntro view={view} />
        {beforeTrays ? null : <TrayRenderer trays={view.trays} />}
      </article>
      {beforeTrays ? (
        <>
          {beforeTrays}
          <TrayRenderer trays={view.trays} />
        </>
      ) : null}
    </>
  );
}
