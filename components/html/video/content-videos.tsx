'use client';

import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { createMediaStore, type MediaStore } from './media-store';
import { VideoPlayer } from './video-player';
import styles from './video-player.module.css';

interface Player {
  video: HTMLVideoElement;
  frame: HTMLDivElement;
  media: MediaStore;
}

/**
 * The app's player around every video of a block of sanitized content (components/html/safe-html.tsx),
 * loaded only for content that has one. The content is HTML React does not manage, so each `<video>`
 * is moved into a frame of its own (in the same task: a video taken out of the page and put back
 * before the browser looks does not pause) and its controls are rendered into that frame through a
 * portal. The block's content changing replaces this component (its `key`), and with it the frames.
 */
export function ContentVideos({ container }: { container: HTMLElement }) {
  const [players, setPlayers] = useState<readonly Player[]>([]);

  useLayoutEffect(() => {
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const made = [...container.querySelectorAll('video')].map((video) => {
      // Asked for less motion, nothing starts moving by itself; a pause before autoplay has begun
      // keeps it from beginning (HTML's "can autoplay" flag). Play is a tap away.
      if (video.autoplay && reducedMotion) video.pause();
      const frame = document.createElement('div');
      frame.className = styles.frame ?? '';
      frame.dataset.testid = 'video-player';
      // The sanitizer lets no class through, so this is the video's only one.
      video.className = styles.video ?? '';
      video.before(frame);
      frame.append(video);
      return { video, frame, media: createMediaStore(video, frame) };
    });
    // The frames exist only once the content is in the page, so their portals come in a second render.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    setPlayers(made);
    return () => {
      for (const { video, frame } of made) {
        video.removeAttribute('class');
        if (frame.isConnected) frame.replaceWith(video);
      }
    };
  }, [container]);

  return players.map(({ frame, media }, index) =>
    createPortal(<VideoPlayer media={media} />, frame, String(index)),
  );
}
