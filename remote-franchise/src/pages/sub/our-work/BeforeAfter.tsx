import { useEffect, useId, useRef, useState } from 'react';
import type { ImageField } from '@handyman/contracts';
import { MediaImage } from '@handyman/platform/base';
import styles from './OurWorkPage.module.css';

const START_POSITION = 50;
/** The pair is at most 800 px wide. */
const COMPARE_SIZES = '(min-width: 848px) 800px, (min-width: 768px) calc(100vw - 48px), calc(100vw - 32px)';

/**
 * The same project before and after: the after photo over the before photo, uncovered up to the
 * slider's position (a range input, so it is dragged, swiped or moved with the arrow keys).
 */
export function BeforeAfter({ before, after }: { before: ImageField; after: ImageField }) {
  const [position, setPosition] = useState(START_POSITION);
  const range = useRef<HTMLInputElement>(null);
  const id = useId();
  useEffect(() => {
    // Moved before the page hydrated (the slider is in the server's HTML): the picture follows.
    const moved = range.current?.valueAsNumber;
    if (moved !== undefined && !Number.isNaN(moved) && moved !== START_POSITION) setPosition(moved);
  }, []);
  return (
    <section className={styles.beforeAfter} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Before &amp; After</h2>
      <div className={styles.compare} style={{ ['--position' as string]: `${position}%` }} data-testid="before-after">
        <MediaImage image={before} className={styles.compareImage} sizes={COMPARE_SIZES} />
        <div className={styles.afterLayer}>
          <MediaImage image={after} className={styles.compareImage} sizes={COMPARE_SIZES} />
        </div>
        <span className={styles.label} data-side="before" aria-hidden="true">
          Before
        </span>
        <span className={styles.label} data-side="after" aria-hidden="true">
          After
        </span>
      </div>
      <label className={styles.rangeLabel} htmlFor={`${id}-range`}>
        Slide to compare before and after
      </label>
      <input
        ref={range}
        id={`${id}-range`}
        className={styles.range}
        type="range"
        min={0}
        max={100}
        value={position}
        onChange={(event) => setPosition(Number(event.target.value))}
      />
    </section>
  );
}
