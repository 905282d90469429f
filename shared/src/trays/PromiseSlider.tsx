import { useEffect, useId, useRef, type FocusEvent } from 'react';
import { asArray, type PromiseSlider as PromiseSliderContent } from '@handyman/shared';
import { MediaImage, RichText } from '@handyman/shared/ui';
import { usePlaceholders } from './placeholders';
import { useSlideshow } from './use-slideshow';
import shared from './Tray.module.css';
import styles from './PromiseSlider.module.css';

export const PROMISE_AUTOPLAY_MS = 6000;
/** How long scrolling must rest before the shown slide is read from the scroll position. */
const SCROLL_SETTLE_MS = 100;

/**
 * Our promises, one at a time at every width: autoplay (paused on hover, focus, the pause button or
 * a reduced-motion preference), wrapping from last to first, dots to pick one, and swipe on touch
 * screens (a scroll-snap track, so no carousel library is loaded).
 */
export function PromiseSlider({ tray }: { tray: PromiseSliderContent }) {
  const id = useId();
  const fill = usePlaceholders();
  const items = asArray(tray.Item);
  const show = useSlideshow(items.length, PROMISE_AUTOPLAY_MS);
  const track = useRef<HTMLDivElement>(null);
  const settle = useRef<number | undefined>(undefined);

  useEffect(() => {
    const element = track.current;
    if (!element?.clientWidth) return;
    const left = show.index * element.clientWidth;
    if (Math.abs(element.scrollLeft - left) > 1) element.scrollTo?.({ left, behavior: show.reducedMotion ? 'auto' : 'smooth' });
  }, [show.index, show.reducedMotion]);
  useEffect(() => () => window.clearTimeout(settle.current), []);

  const onScroll = () => {
    window.clearTimeout(settle.current);
    settle.current = window.setTimeout(() => {
      const element = track.current;
      if (element?.clientWidth) show.goTo(Math.round(element.scrollLeft / element.clientWidth));
    }, SCROLL_SETTLE_MS);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) show.hold(false);
  };
  if (items.length === 0) return null;
  const label = fill(tray.Heading?.Value) || 'Our promise';

  return (
    <section className={shared.tray} aria-labelledby={`${id}-heading`}>
      <div className="container">
        <h2 id={`${id}-heading`} className={`${shared.heading} ${shared.center}`}>
          {label}
        </h2>
        <div
          className={styles.carousel}
          aria-roledescription="carousel"
          aria-labelledby={`${id}-heading`}
          role="group"
          onMouseEnter={() => show.hold(true)}
          onMouseLeave={() => show.hold(false)}
          onFocus={() => show.hold(true)}
          onBlur={onBlur}
        >
          <div ref={track} className={styles.track} tabIndex={0} aria-label={`${label}: slides`} aria-live={show.playing ? 'off' : 'polite'} onScroll={onScroll}>
            {items.map((item, index) => (
              <div
                key={index}
                className={`${styles.slide} ${item.ImageAlignment?.Value === 'Right' ? styles.imageRight : ''}`}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${items.length}`}
                data-active={index === show.index}
              >
                {/* Eager: a slide scrolled in sideways would otherwise show its icon late. */}
                <MediaImage className={styles.image} image={item.Image} alt="" width={96} height={96} loading="eager" />
                <div>
                  <h3 className={styles.slideHeading}>{fill(item.Heading?.Value)}</h3>
                  <RichText className={shared.flow} html={fill(item.Copy?.Value)} />
                </div>
              </div>
            ))}
          </div>
          {items.length > 1 ? (
            <div className={styles.controls}>
              <ul className={styles.dots}>
                {items.map((item, index) => (
                  <li key={index}>
                    <button
                      type="button"
                      className={styles.dot}
                      aria-label={`Show promise ${index + 1}: ${fill(item.Heading?.Value)}`}
                      aria-current={index === show.index}
                      onClick={() => show.goTo(index)}
                    />
                  </li>
                ))}
              </ul>
              <button type="button" className={styles.pause} onClick={show.togglePaused} aria-label={show.paused ? 'Play slideshow' : 'Pause slideshow'}>
                <span className={show.paused ? styles.playIcon : styles.pauseIcon} aria-hidden="true" />
                {show.paused ? 'Play' : 'Pause'}
              </button>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
