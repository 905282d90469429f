import { asArray, type CareersCulture } from '@handyman/contracts';
import { imageUrl } from '@handyman/platform';
import { optionalText, type Fill } from './fields';
import { videoOf, type VideoView } from './videos';

export interface CareersCultureView {
  kind: 'CareersCulture';
  heading: string;
  /** Content HTML. */
  copy?: string;
  /** TextPanel 'Dark' gives a dark panel with light text; anything else a light one. */
  tone: 'dark' | 'light';
  /** The background image's full URL. */
  backgroundUrl?: string;
  /** Only the videos that have a URL. */
  videos: VideoView[];
}

export function careersCultureView(tray: CareersCulture, fill: Fill): CareersCultureView {
  const heading = fill(tray.Heading?.Value);
  const videos = asArray(tray.Video).filter((video) => Boolean(video?.VimeoEmbedURL?.Value));
  return {
    kind: 'CareersCulture',
    heading,
    copy: optionalText(tray.Copy, fill),
    tone: tray.TextPanel?.Value === 'Dark' ? 'dark' : 'light',
    backgroundUrl: tray.BackgroundImage?.Value ? imageUrl(tray.BackgroundImage.Value, { width: 1600 }) : undefined,
    videos: videos.map((video, index) => videoOf(video, fill(video.Title?.Value) || `${heading} video ${index + 1}`)),
  };
}
