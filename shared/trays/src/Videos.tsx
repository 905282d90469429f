import { VideoPlayer } from './VideoPlayer';
import type { VideosView } from './views/videos';
import shared from './Tray.module.css';
import styles from './Videos.module.css';

/** One or more videos (YouTube or another embed), each loaded only when played. */
export function Videos({ view }: { view: VideosView }) {
  const { heading, videos } = view;
  return (
    <section className={shared.tray}>
      <div className="container">
        {heading ? <h2 className={shared.heading}>{heading}</h2> : null}
        <ul className={`${styles.list} ${videos.length > 1 ? styles.pair : styles.single}`}>
          {videos.map((video, index) => (
            <li key={index}>
              <VideoPlayer video={video} />
              {video.caption !== undefined ? <p className={styles.title}>{video.title}</p> : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
