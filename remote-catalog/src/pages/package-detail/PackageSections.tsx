import type { ReactNode } from 'react';
import { SectionHeading } from '@handyman/trays/page';
import { ContentLink, MediaImage, RichText } from '@handyman/platform/base';
import type { GalleryItemView, PackageView } from './package-view';
import styles from './PackageDetailPage.module.css';

// Gallery tiles of at least 220 px with 20 px gaps fill the row (auto-fill): one, two from 494 px,
// three from 734, four from 992, five from 1300.
const GALLERY_IMAGE_SIZES =
  '(min-width: 1300px) 221px, (min-width: 1200px) 271px, (min-width: 992px) calc((100vw - 116px) / 4), (min-width: 768px) calc((100vw - 94px) / 3), (min-width: 734px) calc((100vw - 74px) / 3), (min-width: 494px) calc((100vw - 54px) / 2), calc(100vw - 34px)';

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <SectionHeading id={id}>{heading}</SectionHeading>
      {children}
    </section>
  );
}

/** What you get (label, copy, image) and the additional options. */
export function WhatYouGet({ gets, optionsHtml }: { gets: PackageView['whatYouGet']; optionsHtml: string }) {
  return (
    <>
      {gets ? (
        <Section id="what-you-get" heading={gets.label}>
          <div className={styles.gets}>
            <RichText className={styles.copy} html={gets.html} />
            <MediaImage
              image={gets.image}
              className={styles.getsImage}
              sizes="(min-width: 768px) 340px, (min-width: 452px) 420px, calc(100vw - 32px)"
            />
          </div>
        </Section>
      ) : null}
      {optionsHtml ? (
        <Section id="additional-options" heading="Additional Options">
          <RichText className={styles.copy} html={optionsHtml} />
        </Section>
      ) : null}
    </>
  );
}

/** The package's gallery: pictures with captions, linking where the content gives a page. */
export function PackageGallery({ items }: { items: GalleryItemView[] }) {
  if (items.length === 0) return null;
  return (
    <Section id="package-gallery" heading="Gallery">
      <ul className={styles.gallery}>
        {items.map((item) => (
          <li key={item.id}>
            <figure>
              <MediaImage image={item.image} alt={item.link ? '' : undefined} sizes={GALLERY_IMAGE_SIZES} />
              <figcaption>{item.link ? <ContentLink page={item.link}>{item.caption}</ContentLink> : item.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The package's terms and conditions in small print. */
export function PackageTerms({ termsHtml }: { termsHtml: string }) {
  if (!termsHtml) return null;
  return (
    <Section id="package-terms" heading="Terms & Conditions">
      <RichText className={styles.terms} html={termsHtml} />
    </Section>
  );
}
