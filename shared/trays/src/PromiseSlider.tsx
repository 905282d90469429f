import { useId } from 'react';
import { autoplayCarouselSettings, Carousel, type CarouselSettings } from '@handyman/trays/carousel';
import { MediaImage, RichText } from '@handyman/platform/ui';
import type { PromiseSliderView, PromiseView } from './views/promise-slider';
import shared from './Tray.module.css';
import styles from './PromiseSlider.module.css';

export const PROMISE_AUTOPLAY_MS = 6000;
const PROMISE_TRANSITION_MS = 600;

/**
 * One promise at every width, autoplaying every 6 s (paused on hover and focus, still for visitors
 * who ask for reduced motion), wrapping round, with dots and arrows.
 */
export function promiseCarouselSettings(_width: number, reducedMotion: boolean): CarouselSettings {
  return autoplayCarouselSettings({ slidesToShow: 1, autoplayMs: PROMISE_AUTOPLAY_MS, transitionMs: PROMISE_TRANSITION_MS, reducedMotion });
}

/** One promise: its icon left, or right where ImageAlignment says 'Right' (the copy then on the left). */
function PromiseCard({ item }: { item: PromiseView }) {
  return (
    <div className={`${styles.card} ${item.imageRight ? styles.imageRight : ''}`}>
      {/* Eager: a slide moved in sideways would otherwise show its icon late. */}
      <MediaImage className={styles.image} image={item.image} alt="" width={96} height={96} loading="eager" />
      <div>
        <h3 className={styles.slideHeading}>{item.heading}</h3>
        <RichText className={shared.flow} html={item.copy} />
      </div>
    </div>
  );
}

/**
 * Our promises in the shared react-slick carousel. On the server, without scripts and until the
 * visitor nears it, the first promise shows in a slide's box: every promise is stacked in the same
 * grid cell (the others invisible), so the box is as tall as the tallest slide, as slick's track is,
 * and room is kept for the dots and the pause button; nothing moves when the carousel takes over.
 */
export function PromiseSlider({ view }: { view: PromiseSliderView }) {
  const id = useId();
  const { heading, promises: items } = view;
  if (items.length === 0) return null;

  return (
    <section className={shared.tray} aria-labelledby={`${id}-heading`}>
      <div className="container">
        <h2 id={`${id}-heading`} className={`${shared.heading} ${shared.center}`}>
          {heading}
        </h2>
        {items.length === 1 ? (
          <div className={styles.single}>
            <PromiseCard item={items[0]!} />
          </div>
        ) : (
          <div className={styles.carousel}>
            <Carousel
              label={`${heading}: promises`}
              itemName="promise"
              settingsFor={promiseCarouselSettings}
              fallback={
                <div className={styles.stack} data-testid="promise-fallback">
                  {items.map((item, index) => (
                    <div key={index} className={index === 0 ? styles.slide : `${styles.slide} ${styles.offstage}`}>
                      <PromiseCard item={item} />
                    </div>
                  ))}
                </div>
              }
            >
              {items.map((item, index) => (
                <div
                  key={index}
                  className={styles.slide}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${index + 1} of ${items.length}`}
                >
                  <PromiseCard item={item} />
                </div>
              ))}
            </Carousel>
          </div>
        )}
      </div>
    </section>
  );
}
