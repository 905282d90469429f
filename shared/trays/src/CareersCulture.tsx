import { useId } from 'react';
import { RichText } from '@handyman/platform/ui';
import { VideoPlayer } from './VideoPlayer';
import type { CareersCultureView } from './views/careers-culture';
import styles from './CareersSections.module.css';

/** Our culture: a text panel (dark or light) over a background image, and videos of the team. */
export function CareersCulture({ view }: { view: CareersCultureView }) {
  const id = useId();
  const background = view.backgroundUrl ? { backgroundImage: `url("${view.backgroundUrl}")` } : undefined;
  return (
    <section className={styles.culture} style={background} aria-labelledby={`${id}-heading`}>
      <div className="container">
        <div className={styles.panel} data-tone={view.tone}>
          <h2 id={`${id}-heading`}>{view.heading}</h2>
          {view.copy !== undefined ? <RichText html={view.copy} /> : null}
        </div>
        {view.videos.length > 0 ? (
          <ul className={styles.videos}>
            {view.videos.map((video, index) => (
              <li key={`${video.url}-${index}`}>
                <VideoPlayer video={video} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
