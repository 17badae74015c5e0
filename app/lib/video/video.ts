const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

const WATCH_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
]);
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);
const NOCOOKIE_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com']);

const PATH_ID = /^\/(embed|shorts|live)\/([A-Za-z0-9_-]{11})\/?$/;

function parseUrl(raw: string): URL | null {
  const trimmed = raw.trim();
  // Editors often paste links without the scheme ("youtu.be/…"), which URL cannot parse.
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** Null, so a mistyped link shows the unloaded state. */
export function extractVideoId(url: string): string | null {
  const parsed = parseUrl(url);
  if (!parsed) return null;
  const host = parsed.hostname.toLowerCase();

  let candidate: string | null = null;
  if (SHORT_HOSTS.has(host)) {
    candidate = /^\/([^/]+)\/?$/.exec(parsed.pathname)?.[1] ?? null;
  } else if (WATCH_HOSTS.has(host)) {
    if (parsed.pathname === '/watch' || parsed.pathname === '/watch/') {
      candidate = parsed.searchParams.get('v');
    } else {
      candidate = PATH_ID.exec(parsed.pathname)?.[2] ?? null;
    }
  } else if (NOCOOKIE_HOSTS.has(host)) {
    const match = PATH_ID.exec(parsed.pathname);
    candidate = match?.[1] === 'embed' ? (match[2] ?? null) : null;
  }

  return candidate !== null && VIDEO_ID.test(candidate) ? candidate : null;
}

export function embedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;
}

export function watchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${id}`;
}
