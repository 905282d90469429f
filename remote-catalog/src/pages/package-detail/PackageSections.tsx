import type { ReactNode } from 'react';
import { SectionHeading } from '@handyman/trays/parts';
import { ContentLink, MediaImage, RichText } from '@handyman/platform/base';
import type { GalleryItemView, PackageView } from './package-view';
import styles from './PackageDetailPage.module.css';

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
            <MediaImage image={gets.image} className={styles.getsImage} sizes="(min-width: 452px) 420px, 100vw" />
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
              <MediaImage image={item.image} alt={item.link ? '' : undefined} sizes="(min-width: 600px) 300px, 100vw" />
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
