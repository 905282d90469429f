import { useEffect, useRef, useState } from 'react';
import { videoEmbedUrl } from './video-embed';
import type { VideoView } from './views/videos';
import styles from './Videos.module.css';

/**
 * A click-to-load video: nothing is requested from the video host until the visitor presses play,
 * then the player loads (lazily, titled, sandboxed) and starts.
 */
export function VideoPlayer({ video }: { video: VideoView }) {
  const { title } = video;
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  // The play button is gone once pressed; keyboard users continue in the player.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  const src = videoEmbedUrl(video.url, video.type);
  if (!src) return null;
  const host = video.type === 'YouTube' || src.includes('youtube') ? 'YouTube' : new URL(src).hostname.replace(/^www\./, '');
  return (
    <div className={styles.frame}>
      {playing ? (
        <iframe
          ref={frame}
          src={src}
          title={title}
          loading="lazy"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        />
      ) : (
        <button
          type="button"
          className={styles.play}
          onClick={() => setPlaying(true)}
          aria-label={`Play video: ${title} (loads from ${host})`}
        >
          <span className={styles.icon} aria-hidden="true" />
          <span>Play video</span>
          <span className={styles.notice}>Loads from {host}</span>
        </button>
      )}
    </div>
  );
}
