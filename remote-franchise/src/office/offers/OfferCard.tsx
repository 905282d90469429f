import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { ESTIMATE_HASH, MediaImage, useHydrated } from '@handyman/platform/base';
import type { OfferView } from './offer-view';
import { PrintableOffer, type OfficeOnCoupon } from './PrintableOffer';
import styles from './Offers.module.css';

/** One offer: name, description, terms, a way to claim it (the estimate tab) and a printable copy. */
export function OfferCard({ offer, office }: { offer: OfferView; office: OfficeOnCoupon }) {
  const [printing, setPrinting] = useState(false);
  // Print needs the page's script: until this card has it, the button is kept out of sight (its
  // place held, so nothing moves), rather than shown to a press that would do nothing.
  const live = useHydrated();
  const nameId = useId();
  const { name } = offer;
  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <div className={styles.cardHead}>
        <MediaImage className={styles.icon} image={offer.image ?? undefined} width={56} height={56} alt="" />
        <h3 id={nameId} className={styles.name}>
          {name}
        </h3>
      </div>
      {offer.description ? <p className={styles.description}>{offer.description}</p> : null}
      {offer.terms ? <p className={styles.terms}>{offer.terms}</p> : null}
      <div className={styles.cardActions}>
        <Link className="button-primary" to={{ hash: ESTIMATE_HASH }}>
          {offer.claimText}
        </Link>
        <button
          type="button"
          className={`button-secondary ${styles.print}`}
          aria-haspopup="dialog"
          data-live={live || undefined}
          onClick={() => setPrinting(true)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M7 3h10v4H7zM5 9h14a2 2 0 0 1 2 2v6h-4v4H7v-4H3v-6a2 2 0 0 1 2-2zm4 7v3h6v-3zm8-4.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z"
            />
          </svg>
          Print<span className="visually-hidden"> the offer: {name}</span>
        </button>
      </div>
      {printing ? <PrintableOffer offer={offer} office={office} onClose={() => setPrinting(false)} /> : null}
    </article>
  );
}
