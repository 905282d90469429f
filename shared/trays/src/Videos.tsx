import { asArray, type Videos as VideosContent } from '@handyman/contracts';
import { usePlaceholders } from './placeholders';
import { VideoPlayer } from './VideoPlayer';
import shared from './Tray.module.css';
import styles from './Videos.module.css';

/** One or more videos (YouTube or another embed), each loaded only when played. */
export function Videos({ tray }: { tray: VideosContent }) {
  const fill = usePlaceholders();
  const videos = asArray(tray.Video);
  const heading = fill(tray.Heading?.Value);
  return (
    <section className={shared.tray}>
      <div className="container">
        {heading ? <h2 className={shared.heading}>{heading}</h2> : null}
        <ul className={`${styles.list} ${videos.length > 1 ? styles.pair : styles.single}`}>
          {videos.map((video, index) => {
            const title = fill(video.Title?.Value) || `${heading || 'Video'} ${index + 1}`;
            return (
              <li key={index}>
                <VideoPlayer video={video} title={title} />
                {video.Title?.Value ? <p className={styles.title}>{title}</p> : null}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
