import { asArray, type Video, type Videos } from '@handyman/contracts';
import { optionalText, rawText, type Fill } from './fields';

/** A video as the click-to-load player takes it. */
export interface VideoView {
  /** The embed or watch URL from content (the player decides where it really plays). */
  url: string;
  /** 'YouTube', 'Vimeo' or '' when the CMS says nothing. */
  type: string;
  /** The player's accessible title (the content's, or one made from the heading). */
  title: string;
}

export interface VideoItemView extends VideoView {
  /** The content's own title, shown under the player; undefined when it has none. */
  caption?: string;
}

export interface VideosView {
  kind: 'Videos';
  /** '' when there is none. */
  heading: string;
  videos: VideoItemView[];
}

export const videoOf = (video: Video, title: string): VideoView => ({
  url: rawText(video.VimeoEmbedURL),
  type: rawText(video.VideoType),
  title,
});

export function videosView(tray: Videos, fill: Fill): VideosView {
  const heading = fill(tray.Heading?.Value);
  return {
    kind: 'Videos',
    heading,
    videos: asArray(tray.Video).map((video, index) => {
      const caption = optionalText(video.Title, fill);
      return { ...videoOf(video, caption || `${heading || 'Video'} ${index + 1}`), caption };
    }),
  };
}
