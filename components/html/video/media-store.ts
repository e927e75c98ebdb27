/** iOS Safari on a phone has no element full screen, only its own player for the video. */
interface WebKitVideo extends HTMLVideoElement {
  webkitEnterFullscreen?: () => void;
}

/** The media events after which what the controls show may have changed. */
const MEDIA_EVENTS = [
  'play',
  'pause',
  'ended',
  'emptied',
  'timeupdate',
  'seeked',
  'durationchange',
  'loadedmetadata',
  'volumechange',
] as const;

export interface MediaSnapshot {
  playing: boolean;
  muted: boolean;
  currentTime: number;
  /** 0 until known (and for a stream without an end). */
  duration: number;
  /** The player (its frame) is the page's full-screen element. */
  fullscreen: boolean;
}

/**
 * One content video as an external store for React (`useSyncExternalStore`): the element is the one
 * source of truth, whoever changes it (the controls, autoplay, the end of the clip), and the
 * controls change it only through these methods.
 */
export interface MediaStore {
  subscribe: (listener: () => void) => () => void;
  snapshot: () => MediaSnapshot;
  /** How this browser shows it full screen: the whole player, the system's own player, or not at all. */
  fullscreenBy: 'player' | 'system' | null;
  togglePlay: () => void;
  play: () => void;
  toggleMute: () => void;
  seek: (seconds: number) => void;
  toggleFullscreen: () => void;
}

function read(video: HTMLVideoElement, frame: Element): MediaSnapshot {
  return {
    playing: !video.paused && !video.ended,
    muted: video.muted,
    currentTime: video.currentTime,
    duration: Number.isFinite(video.duration) ? video.duration : 0,
    fullscreen: document.fullscreenElement === frame,
  };
}

function same(a: MediaSnapshot, b: MediaSnapshot): boolean {
  return (
    a.playing === b.playing &&
    a.muted === b.muted &&
    a.currentTime === b.currentTime &&
    a.duration === b.duration &&
    a.fullscreen === b.fullscreen
  );
}

export function createMediaStore(video: WebKitVideo, frame: HTMLElement): MediaStore {
  let current = read(video, frame);
  const listeners = new Set<() => void>();
  const changed = () => {
    const next = read(video, frame);
    if (same(next, current)) return;
    current = next;
    for (const listener of listeners) listener();
  };
  // A source that cannot play leaves the video paused; its controls stay, so nothing else to do.
  const play = () => void video.play().catch(() => undefined);
  return {
    subscribe(listener) {
      if (listeners.size === 0) {
        for (const name of MEDIA_EVENTS) video.addEventListener(name, changed);
        document.addEventListener('fullscreenchange', changed);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        for (const name of MEDIA_EVENTS) video.removeEventListener(name, changed);
        document.removeEventListener('fullscreenchange', changed);
      };
    },
    snapshot: () => current,
    fullscreenBy: document.fullscreenEnabled
      ? 'player'
      : typeof video.webkitEnterFullscreen === 'function'
        ? 'system'
        : null,
    play,
    togglePlay: () => (video.paused || video.ended ? play() : video.pause()),
    toggleMute: () => {
      video.muted = !video.muted;
    },
    seek: (seconds) => {
      video.currentTime = seconds;
      changed();
    },
    toggleFullscreen() {
      if (document.fullscreenElement === frame) void document.exitFullscreen().catch(() => undefined);
      else if (document.fullscreenEnabled) void frame.requestFullscreen().catch(() => undefined);
      else video.webkitEnterFullscreen?.();
    },
  };
}
