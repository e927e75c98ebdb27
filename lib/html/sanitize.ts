import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';
import { isAllowedMediaSource, isSafeImageSource, isSafeLink } from './safe-url';

/**
 * Server-provided HTML (notices, About us, Privacy Policy) is shown only through this.
 * Allow-list: text structure, links, images and videos; nothing interactive, no styles, no SVG/MathML.
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'hr',
  'span',
  'a',
  'img',
  'video',
  'source',
];

/** Video attributes the content may set; everything else on a video is the app's (below). */
const VIDEO_ATTRIBUTES = new Set(['poster', 'width', 'height', 'autoplay', 'muted', 'loop', 'playsinline']);
const BOOLEAN_VIDEO_ATTRIBUTES = ['autoplay', 'muted', 'loop', 'playsinline'];
/** Containers every browser the app supports plays; a source of another type is dropped. */
const VIDEO_TYPES = /^video\/(mp4|webm)$/i;

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR: ['href', 'src', 'alt', 'title', 'type', ...VIDEO_ATTRIBUTES],
  // Belt and braces: never allowed even if the list above grows by mistake. No `<track>`: the app's
  // player has no captions menu, and a track from a media origin would need CORS (docs/community.md).
  FORBID_TAGS: [
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'style',
    'svg',
    'math',
    'iframe',
    'script',
    'audio',
    'track',
    'object',
    'embed',
  ],
  FORBID_ATTR: ['style', 'class', 'id', 'name', 'action', 'formaction', 'srcset', 'controls', 'srcdoc'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOW_SELF_CLOSE_IN_ATTR: false,
  SAFE_FOR_TEMPLATES: true,
  RETURN_TRUSTED_TYPE: false,
};

/** The media origins of the sanitize call under way (sanitizing is synchronous, so one at a time). */
let mediaOrigins: readonly string[] = [];
let stillVideos = false;

const hasAllowedSource = (element: Element) => {
  const src = element.getAttribute('src');
  return src !== null && isAllowedMediaSource(src, mediaOrigins);
};

/**
 * A video stays only when it has something allowed to play (its own `src` or a `<source>` child), and
 * always leaves as the app shows videos: inline (`playsinline`, or iOS opens its own full-screen
 * player), loading only its metadata until played, never with sound on its own (`autoplay` brings
 * `muted`), with the app's controls (components/html/video/), never the browser's.
 */
function keepVideo(video: Element): void {
  if (video.hasAttribute('src') && !hasAllowedSource(video)) video.removeAttribute('src');
  const poster = video.getAttribute('poster');
  if (poster !== null && !isSafeImageSource(poster)) video.removeAttribute('poster');
  for (const size of ['width', 'height'])
    if (!/^\d{1,4}$/.test(video.getAttribute(size) ?? '0')) video.removeAttribute(size);
  const sources = [...video.children].filter((child) => child.nodeName === 'SOURCE');
  if (!video.hasAttribute('src') && !sources.some(hasAllowedSource)) {
    video.remove();
    return;
  }
  for (const name of BOOLEAN_VIDEO_ATTRIBUTES) if (video.hasAttribute(name)) video.setAttribute(name, '');
  if (video.hasAttribute('autoplay')) video.setAttribute('muted', '');
  if (stillVideos) video.removeAttribute('autoplay');
  video.setAttribute('playsinline', '');
  video.setAttribute('preload', 'metadata');
}

function configure(purify: DOMPurify): DOMPurify {
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    // One attribute list serves every element; the video ones belong on videos (and type on sources).
    if (VIDEO_ATTRIBUTES.has(data.attrName) && node.nodeName !== 'VIDEO') data.keepAttr = false;
    if (data.attrName === 'type' && (node.nodeName !== 'SOURCE' || !VIDEO_TYPES.test(data.attrValue.trim())))
      data.keepAttr = false;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href');
      if (href === null || !isSafeLink(href)) {
        node.removeAttribute('href');
        return;
      }
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else if (node.nodeName === 'IMG') {
      const src = node.getAttribute('src');
      if (src === null || !isSafeImageSource(src)) {
        node.remove();
        return;
      }
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    } else if (node.nodeName === 'VIDEO') {
      keepVideo(node);
    } else if (node.nodeName === 'SOURCE') {
      // A source means something only as a video's child; its video was kept because one is allowed.
      if (node.parentElement?.nodeName !== 'VIDEO' || !hasAllowedSource(node)) node.remove();
    }
  });
  return purify;
}

const purifiers = new WeakMap<object, DOMPurify>();

export interface SanitizeOptions {
  /** Defaults to the browser window; tests and the operator pass a jsdom window. */
  window?: WindowLike | undefined;
  /**
   * Origins videos may come from besides the app's own (paths): `BTCW_MEDIA_ORIGINS` as
   * `URL.origin`s. The browser passes the build's (lib/config/media-origins.ts), the operator CLI its
   * environment's. None: only videos at a path of the app's origin are kept.
   */
  mediaOrigins?: readonly string[] | undefined;
  /**
   * The reader asked for less motion (`prefers-reduced-motion: reduce`): no video starts by itself.
   * Taken out here, before the content is in the page, since a pause after it is (the player loads
   * later) leaves a frame or two played.
   */
  stillVideos?: boolean | undefined;
}

export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  const target = options.window ?? (typeof window === 'undefined' ? undefined : window);
  if (!target) return '';
  let purify = purifiers.get(target);
  if (!purify) {
    purify = configure(createDOMPurify(target));
    purifiers.set(target, purify);
  }
  if (!purify.isSupported) return '';
  mediaOrigins = options.mediaOrigins ?? [];
  stillVideos = options.stillVideos ?? false;
  try {
    return purify.sanitize(html, CONFIG);
  } finally {
    mediaOrigins = [];
    stillVideos = false;
  }
}

/** Whether sanitized HTML (this module's output) shows a video: its markup is DOMPurify's serialization. */
export function hasVideo(sanitizedHtml: string): boolean {
  return /<video[\s>]/.test(sanitizedHtml);
}
