import { useCallback, useEffect, useId, useRef } from 'react';
import { MediaImage } from '@handyman/platform/base';
import type { OfferView } from './offer-view';
import { printInHiddenFrame } from './print-offer';
import styles from './Offers.module.css';

/** Delay between the printable view opening and the print starting: the coupon shows first. */
export const OPEN_TO_PRINT_MS = 1000;

export interface OfficeOnCoupon {
  name: string;
  phoneDisplay: string;
}

interface PrintableOfferProps {
  offer: OfferView;
  office: OfficeOnCoupon;
  onClose: () => void;
}

/**
 * The printable view of one offer, in a modal dialog (Escape or Close leave it). It prints itself
 * a moment after opening, from a hidden frame, and can print again.
 */
export function PrintableOffer({ offer, office, onClose }: PrintableOfferProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const coupon = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const cleanups = useRef<(() => void)[]>([]);
  const { name } = offer;

  const print = useCallback(() => {
    if (coupon.current) cleanups.current.push(printInHiddenFrame(coupon.current, name));
  }, [name]);

  const close = () => {
    const element = dialog.current;
    if (element && typeof element.close === 'function') element.close();
    else onClose();
  };

  useEffect(() => {
    const element = dialog.current;
    // Browsers without modal dialogs (and jsdom) still show it, as an open dialog in the page.
    if (element && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    const timer = window.setTimeout(print, OPEN_TO_PRINT_MS);
    const pending = cleanups.current;
    return () => {
      window.clearTimeout(timer);
      pending.forEach((cleanup) => cleanup());
    };
  }, [print]);

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} onClose={onClose}>
      <div ref={coupon} className={styles.coupon} data-coupon="">
        <p className={styles.couponOffice}>{office.name}</p>
        <MediaImage image={offer.image ?? undefined} width={64} height={64} alt="" />
        <h2 id={titleId} className={styles.couponName}>
          {name}
        </h2>
        <p>{offer.description}</p>
        {offer.terms ? <p className={styles.terms}>{offer.terms}</p> : null}
        {office.phoneDisplay ? <p className={styles.couponPhone}>Call {office.phoneDisplay} and mention this offer.</p> : null}
      </div>
      <div className={styles.dialogActions}>
        <button type="button" className="button-primary" onClick={print}>
          Print This Offer
        </button>
        <button type="button" className="button-secondary" onClick={close}>
          Close
        </button>
      </div>
    </dialog>
  );
}
