'use client';

import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { ImagePreview } from './image-preview';
import { TAP_SLOP_PX } from './zoom';
import styles from './safe-html.module.css';

/**
 * Server HTML rendered only after the allow-list sanitiser (loaded with the first HTML to show, not
 * with the page); tapping an image previews it.
 */
export function SafeHtml({ html, testId }: { html: string; testId?: string }) {
  const [sanitized, setSanitized] = useState<{ html: string; clean: string } | null>(null);
  const clean = sanitized?.html === html ? sanitized.clean : '';
  const [preview, setPreview] = useState<{ src: string; alt: string } | null>(null);
  const down = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    let live = true;
    void import('@/lib/html/sanitize').then(({ sanitizeHtml }) => {
      if (live) setSanitized({ html, clean: sanitizeHtml(html) });
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
        className={styles.html}
        data-testid={testId}
        onPointerDown={(event) => (down.current = { x: event.clientX, y: event.clientY })}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (down.current = null)}
        dangerouslySetInnerHTML={{ __html: clean }}
      />
      {preview && <ImagePreview src={preview.src} alt={preview.alt} onClose={() => setPreview(null)} />}
    </>
  );
}
