// Where a content video plays. YouTube videos always play from youtube-nocookie.com, which sets no
// cookies until the visitor presses play; other embeds are asked not to track (dnt=1). Only
// https embeds are allowed.

const YOUTUBE_ID = /^[\w-]{6,}$/;

function youTubeId(url: URL): string | null {
  const host = url.hostname.replace(/^www\.|^m\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id = url.pathname.startsWith('/embed/') ? url.pathname.slice('/embed/'.length) : url.searchParams.get('v');
  }
  id = id?.split('/')[0] ?? null;
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** The embed URL to load when the visitor presses play, or null when the URL is unusable. */
export function videoEmbedUrl(raw: string | undefined, type: string | undefined): string | null {
  let url: URL;
  try {
    url = new URL((raw ?? '').trim());
  } catch {
    return null;
  }
  const id = youTubeId(url);
  if (type === 'YouTube' || id) {
    return id ? `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0` : null;
  }
  if (url.protocol !== 'https:') return null;
  url.searchParams.set('dnt', '1');
  url.searchParams.set('autoplay', '1');
  return url.toString();
}
