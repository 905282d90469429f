import type { ReactNode } from 'react';
import type { PackageDetail } from '@handyman/contracts';
import { SectionHeading } from '@handyman/trays';
import { ContentLink, MediaImage, RichText } from '@handyman/platform/ui';
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
export function WhatYouGet({ pkg }: { pkg: PackageDetail }) {
  return (
    <>
      {pkg.WhatYouGet?.Value ? (
        <Section id="what-you-get" heading={pkg.WhatYouGetLabel?.Value || 'What You Get'}>
          <div className={styles.gets}>
            <RichText className={styles.copy} html={pkg.WhatYouGet.Value} />
            <MediaImage image={pkg.WhatYouGetImage} className={styles.getsImage} />
          </div>
        </Section>
      ) : null}
      {pkg.AdditionalOptions?.Value ? (
        <Section id="additional-options" heading="Additional Options">
          <RichText className={styles.copy} html={pkg.AdditionalOptions.Value} />
        </Section>
      ) : null}
    </>
  );
}

/** The package's gallery: pictures with captions, linking where the content gives a page. */
export function PackageGallery({ images }: { images: PackageDetail['ImageGallery'] }) {
  const shown = (images ?? []).filter((item) => item?.Image?.Value);
  if (shown.length === 0) return null;
  return (
    <Section id="package-gallery" heading="Gallery">
      <ul className={styles.gallery}>
        {shown.map((item) => (
          <li key={item.Image.Value}>
            <figure>
              <MediaImage image={item.Image} alt={item.Page ? '' : undefined} />
              <figcaption>
                {item.Page ? (
                  <ContentLink page={item.Page}>{item.Caption?.Value || item.Page.Link || item.Page.Name}</ContentLink>
                ) : (
                  item.Caption?.Value
                )}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The package's terms and conditions in small print. */
export function PackageTerms({ terms }: { terms: string | undefined }) {
  if (!terms) return null;
  return (
    <Section id="package-terms" heading="Terms & Conditions">
      <RichText className={styles.terms} html={terms} />
    </Section>
  );
}
