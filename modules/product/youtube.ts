const ID = /^[A-Za-z0-9_-]{11}$/;

/** The video id of a YouTube link (embed/…, watch?v=…, youtu.be/…, shorts/…), or null when it is not one. */
export function youtubeVideoId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [first, second] = url.pathname.split('/').filter(Boolean);
    id = first === 'watch' ? url.searchParams.get('v') : first === 'embed' || first === 'shorts' || first === 'v' ? (second ?? null) : null;
  }
  return id && ID.test(id) ? id : null;
}

/** The privacy-enhanced player (no cookies until the shopper plays the video). */
export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;
}
