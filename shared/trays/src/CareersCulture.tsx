import { useId } from 'react';
import { asArray, type CareersCulture as CareersCultureContent } from '@handyman/contracts';
import { mediaUrl } from '@handyman/platform';
import { RichText } from '@handyman/platform/ui';
import { usePlaceholders } from './placeholders';
import { VideoPlayer } from './VideoPlayer';
import styles from './CareersSections.module.css';

/** Our culture: a text panel (dark or light) over a background image, and videos of the team. */
export function CareersCulture({ tray }: { tray: CareersCultureContent }) {
  const id = useId();
  const fill = usePlaceholders();
  const heading = fill(tray.Heading?.Value);
  const videos = asArray(tray.Video).filter((video) => Boolean(video?.VimeoEmbedURL?.Value));
  const background = tray.BackgroundImage?.Value ? { backgroundImage: `url("${mediaUrl(tray.BackgroundImage.Value)}")` } : undefined;
  return (
    <section className={styles.culture} style={background} aria-labelledby={`${id}-heading`}>
      <div className="container">
        <div className={styles.panel} data-tone={tray.TextPanel?.Value === 'Dark' ? 'dark' : 'light'}>
          <h2 id={`${id}-heading`}>{heading}</h2>
          {tray.Copy?.Value ? <RichText html={fill(tray.Copy.Value)} /> : null}
        </div>
        {videos.length > 0 ? (
          <ul className={styles.videos}>
            {videos.map((video, index) => (
              <li key={`${video.VimeoEmbedURL.Value}-${index}`}>
                <VideoPlayer video={video} title={fill(video.Title?.Value) || `${heading} video ${index + 1}`} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
