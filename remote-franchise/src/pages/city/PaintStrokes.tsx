import styles from './PaintStrokes.module.css';

/**
 * The city banner's brush stroke under its heading, drawn in three pieces: a left cap, a middle that
 * stretches, and a right cap. Decoration only.
 */
export function PaintStrokes() {
  return (
    <div className={styles.strokes} aria-hidden="true" data-testid="paint-strokes">
      <span className={styles.left} />
      <span className={styles.middle} />
      <span className={styles.right} />
    </div>
  );
}
