'use client';

import { useRef, useSyncExternalStore, type PointerEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { MediaStore } from './media-store';
import { formatMediaTime } from './media-time';
import { useControlsVisibility } from './use-controls-visibility';
import { VideoIcon } from './video-icons';
import styles from './video-player.module.css';

/**
 * The app's controls over one content video (its frame: ./content-videos.tsx): play/pause, a position
 * slider, the time, mute and full screen, each a 44 px target with its name in the user's language.
 * A tap on the picture plays a paused video, and while it plays shows or hides the controls, which
 * also hide on their own (./use-controls-visibility.ts).
 */
export function VideoPlayer({ media }: { media: MediaStore }) {
  const t = useTranslations('video');
  const state = useSyncExternalStore(media.subscribe, media.snapshot, media.snapshot);
  const bar = useRef<HTMLDivElement>(null);
  const { shown, reveal, hide } = useControlsVisibility(state.playing, bar);
  const position = Math.min(state.currentTime, state.duration);

  const onPictureTap = () => {
    if (!state.playing) {
      media.play();
      reveal();
    } else if (shown) hide();
    else reveal();
  };
  const onPictureHover = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') reveal();
  };

  return (
    <>
      {/* The picture: a pointer convenience; the buttons below do the same for every input. */}
      <div
        className={styles.picture}
        onClick={onPictureTap}
        onPointerMove={onPictureHover}
        aria-hidden="true"
        data-testid="video-picture"
      >
        {!state.playing && (
          <span className={styles.bigPlay}>
            <VideoIcon name="play" />
          </span>
        )}
      </div>
      <div
        ref={bar}
        className={styles.bar}
        role="group"
        aria-label={t('controls')}
        data-testid="video-controls"
        data-shown={shown}
        onPointerDown={reveal}
        onKeyDown={reveal}
        onFocus={reveal}
      >
        <button
          type="button"
          className={styles.button}
          onClick={media.togglePlay}
          aria-label={state.playing ? t('pause') : t('play')}
        >
          <VideoIcon name={state.playing ? 'pause' : 'play'} />
        </button>
        <input
          type="range"
          className={styles.position}
          min={0}
          max={state.duration}
          step="any"
          value={position}
          onChange={(event) => media.seek(Number(event.currentTarget.value))}
          disabled={state.duration === 0}
          aria-label={t('position')}
          aria-valuetext={t('positionValue', {
            current: formatMediaTime(position),
            duration: formatMediaTime(state.duration),
          })}
        />
        <span className={styles.time} aria-hidden="true">
          {formatMediaTime(position)} / {formatMediaTime(state.duration)}
        </span>
        <button
          type="button"
          className={styles.button}
          onClick={media.toggleMute}
          aria-label={state.muted ? t('unmute') : t('mute')}
        >
          <VideoIcon name={state.muted ? 'muted' : 'volume'} />
        </button>
        {media.fullscreenBy && (
          <button
            type="button"
            className={styles.button}
            onClick={media.toggleFullscreen}
            aria-label={state.fullscreen ? t('exitFullscreen') : t('fullscreen')}
          >
            <VideoIcon name={state.fullscreen ? 'exitFullscreen' : 'fullscreen'} />
          </button>
        )}
      </div>
    </>
  );
}
