export type VideoKind = 'file' | 'youtube' | 'vimeo' | 'facebook' | 'tour3d' | 'portal' | 'visual3d';

export interface VideoLink {
  kind: VideoKind;
  id?: string;
  embedUrl: string;
}

/** Hosts whose pages are embedded as they are: 3D tours, a listing portal's media, 3D visuals. */
export interface VideoHosts {
  tour3d: readonly string[];
  portal: readonly string[];
  visual3d: readonly string[];
}

/** Matterport is the built-in 3D tour; the agency configures its portal and 3D-visual hosts. */
export const DEFAULT_VIDEO_HOSTS: VideoHosts = {
  tour3d: ['my.matterport.com'],
  portal: [],
  visual3d: [],
};

/** Where the embedded players of `videoLink` come from (with the configured tour hosts), for the site's Content-Security-Policy. */
export const EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://www.facebook.com'] as const;

const VIDEO_FILE = /\.(?:mp4|mov|wmv|avi|flv|webm)$/i;
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = ['youtube.com', 'youtube-nocookie.com'];
const YOUTUBE_PATH = /^\/(?:embed|shorts)\/([^/]+)\/?$/;
const FACEBOOK_VIDEO_PATH = /\/videos\/(?:[^/]+\/)?(\d+)\/?$/;
const FB_WATCH_PATH = /^\/([A-Za-z0-9_-]+)\/?$/;

/** The host or one of its subdomains ('www.youtube.com' is on 'youtube.com'). */
function isOnHost(hostname: string, host: string): boolean {
  const wanted = host.toLowerCase();
  return hostname === wanted || hostname.endsWith(`.${wanted}`);
}

// Agents paste links without a scheme ('youtu.be/…', '//player.vimeo.com/…'): read them as https.
function toUrl(text: string): URL | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https:${text.startsWith('//') ? '' : '//'}${text}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function youtubeId(url: URL): string | null {
  if (isOnHost(url.hostname, 'youtu.be')) return url.pathname.split('/')[1] ?? null;
  if (!YOUTUBE_HOSTS.some((host) => isOnHost(url.hostname, host))) return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  return YOUTUBE_PATH.exec(url.pathname)?.[1] ?? null;
}

// vimeo.com/123, vimeo.com/channels/staffpicks/123, vimeo.com/123/abcdef (unlisted), player.vimeo.com/video/123.
function vimeoId(url: URL): string | null {
  if (!isOnHost(url.hostname, 'vimeo.com')) return null;
  return url.pathname.split('/').find((segment) => /^\d+$/.test(segment)) ?? null;
}

function facebookId(url: URL): string | null {
  if (isOnHost(url.hostname, 'fb.watch')) return FB_WATCH_PATH.exec(url.pathname)?.[1] ?? null;
  if (!isOnHost(url.hostname, 'facebook.com')) return null;
  if (/^\/watch\/?$/.test(url.pathname)) return url.searchParams.get('v');
  return FACEBOOK_VIDEO_PATH.exec(url.pathname)?.[1] ?? null;
}

function hostedKind(url: URL, hosts: VideoHosts): VideoKind | null {
  const kinds = ['tour3d', 'portal', 'visual3d'] as const;
  return kinds.find((kind) => hosts[kind].some((host) => isOnHost(url.hostname, host))) ?? null;
}

/**
 * Spec §5: what a property's video link is and how to embed it. YouTube plays from the
 * no-cookie domain, so an embedded video sets no tracking cookie before consent. `hosts` replaces
 * the default host list per kind. Null for anything that is not a recognised video.
 */
export function parseVideoLink(url: string | null | undefined, hosts: Partial<VideoHosts> = {}): VideoLink | null {
  if (url == null || url.trim() === '') return null;
  const parsed = toUrl(url.trim());
  if (!parsed) return null;
  const embedUrl = parsed.href;

  if (VIDEO_FILE.test(parsed.pathname)) return { kind: 'file', embedUrl };

  const youtube = youtubeId(parsed);
  if (youtube !== null) {
    return YOUTUBE_ID.test(youtube)
      ? { kind: 'youtube', id: youtube, embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}` }
      : null;
  }

  const vimeo = vimeoId(parsed);
  if (vimeo !== null) return { kind: 'vimeo', id: vimeo, embedUrl: `https://player.vimeo.com/video/${vimeo}` };

  const facebook = facebookId(parsed);
  if (facebook !== null) {
    return {
      kind: 'facebook',
      id: facebook,
      embedUrl: `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(embedUrl)}`,
    };
  }

  const kind = hostedKind(parsed, { ...DEFAULT_VIDEO_HOSTS, ...hosts });
  return kind === null ? null : { kind, embedUrl };
}
