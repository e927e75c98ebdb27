'use client';

import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { MEDIA_ORIGINS } from '@/lib/config/media-origins';
import { useLazyPart } from '@/lib/hooks/use-lazy-part';
import { lazyPart } from '@/lib/lazy/lazy-part';
import { ImagePreview } from './image-preview';
import { TAP_SLOP_PX } from './zoom';
import styles from './safe-html.module.css';

// The player comes only with content that has a video: no page pays for it in its first load.
const contentVideosPart = lazyPart(() => import('./video/content-videos'));

interface Sanitized {
  html: string;
  clean: string;
  video: boolean;
}

/**
 * Server HTML rendered only after the allow-list sanitiser (loaded with the first HTML to show, not
 * with the page); tapping an image previews it, and videos get the app's player.
 */
export function SafeHtml({ html, testId }: { html: string; testId?: string }) {
  const [sanitized, setSanitized] = useState<Sanitized | null>(null);
  const current = sanitized?.html === html ? sanitized : null;
  const [preview, setPreview] = useState<{ src: string; alt: string } | null>(null);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const down = useRef<{ x: number; y: number } | null>(null);
  const player = useLazyPart(contentVideosPart, current?.video === true, { preload: false });

  useEffect(() => {
    let live = true;
    void import('@/lib/html/sanitize').then(({ hasVideo, sanitizeHtml }) => {
      if (!live) return;
      const clean = sanitizeHtml(html, {
        mediaOrigins: MEDIA_ORIGINS,
        stillVideos: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
      });
      setSanitized({ html, clean, video: hasVideo(clean) });
    });
    return () => {
      live = false;
    };
  }, [html]);

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = down.current;
    down.current = null;
    if (!start || !(event.target instanceof HTMLImageElement)) return;
    if (Math.hypot(event.clientX - start.x, event.clientY - start.y) > TAP_SLOP_PX) return;
    setPreview({ src: event.target.currentSrc || event.target.src, alt: event.target.alt });
  };

  return (
    <>
      <div
        ref={setContainer}
        className={styles.html}
        data-testid={testId}
        onPointerDown={(event) => (down.current = { x: event.clientX, y: event.clientY })}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (down.current = null)}
        dangerouslySetInnerHTML={{ __html: current?.clean ?? '' }}
      />
      {player && current?.video && container && (
        <player.ContentVideos key={current.clean} container={container} />
      )}
      {preview && <ImagePreview src={preview.src} alt={preview.alt} onClose={() => setPreview(null)} />}
    </>
  );
}
