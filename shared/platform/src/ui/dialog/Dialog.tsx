import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { trapTab, useModalBehaviour } from './use-modal-behaviour';
import styles from './Dialog.module.css';

export interface DialogProps {
  titleId: string;
  descriptionId?: string;
  onClose: () => void;
  /** 'large' is the new-franchise success modal: 80% of the window wide and high. */
  size?: 'default' | 'large';
  children: ReactNode;
}

/** A modal dialog over the page: labelled, focus kept inside, Escape and the close icon close it. */
export function Dialog({ titleId, descriptionId, onClose, size = 'default', children }: DialogProps) {
  const layer = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  useModalBehaviour(layer, onClose);
  return createPortal(
    <div ref={layer} className={styles.backdrop}>
      <div
        ref={dialog}
        className={size === 'large' ? `${styles.dialog} ${styles.large}` : styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        onKeyDown={(event) => trapTab(event, dialog.current)}
      >
        <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
        {children}
      </div>
    </div>,
    document.body,
  );
}
