'use client';

import { useEffect, useRef, useState, type PointerEvent, type WheelEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslations } from 'next-intl';
import { clampPan, clampZoom, MAX_ZOOM, MIN_ZOOM, TAP_SLOP_PX } from './zoom';
import styles from './image-preview.module.css';

interface Gesture {
  pointers: Map<number, { x: number; y: number }>;
  start: { x: number; y: number };
  moved: number;
  pinchDistance: number | null;
  pinchScale: number;
  panStart: { x: number; y: number };
}

/**
 * Full-screen image: pinch, wheel or double-tap zooms between 1× and 4×, a drag pans, a tap
 * (moved ≤ 20 px) closes.
 */
export function ImagePreview({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  const t = useTranslations('imagePreview');
  const [scale, setScale] = useState(MIN_ZOOM);
  const [pan, setPan] = useState({ x: 0, y: 0 });
  const gesture = useRef<Gesture | null>(null);
  const lastTap = useRef(0);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const zoomTo = (next: number) => {
    const value = clampZoom(next);
    setScale(value);
    setPan((current) => ({
      x: clampPan(current.x, value, window.innerWidth),
      y: clampPan(current.y, value, window.innerHeight),
    }));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    const g = gesture.current ?? {
      pointers: new Map<number, { x: number; y: number }>(),
      start: { x: event.clientX, y: event.clientY },
      moved: 0,
      pinchDistance: null,
      pinchScale: scale,
      panStart: pan,
    };
    g.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (g.pointers.size === 2) {
      const [a, b] = [...g.pointers.values()];
      if (a && b) g.pinchDistance = Math.hypot(a.x - b.x, a.y - b.y);
      g.pinchScale = scale;
    }
    gesture.current = g;
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    if (!g?.pointers.has(event.pointerId)) return;
    g.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    g.moved = Math.max(g.moved, Math.hypot(event.clientX - g.start.x, event.clientY - g.start.y));
    const [a, b] = [...g.pointers.values()];
    if (a && b && g.pinchDistance) {
      zoomTo((g.pinchScale * Math.hypot(a.x - b.x, a.y - b.y)) / g.pinchDistance);
    } else if (a && scale > MIN_ZOOM) {
      setPan({
        x: clampPan(g.panStart.x + a.x - g.start.x, scale, window.innerWidth),
        y: clampPan(g.panStart.y + a.y - g.start.y, scale, window.innerHeight),
      });
    }
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    if (!g) return;
    g.pointers.delete(event.pointerId);
    if (g.pointers.size > 0) return;
    gesture.current = null;
    if (g.moved > TAP_SLOP_PX || g.pinchDistance !== null) return;
    const now = event.timeStamp;
    if (now - lastTap.current < 300) {
      lastTap.current = 0;
      zoomTo(scale > MIN_ZOOM ? MIN_ZOOM : 2);
      return;
    }
    lastTap.current = now;
    const tapAt = now;
    // Wait out a possible second tap before treating this one as "close".
    window.setTimeout(() => {
      if (lastTap.current === tapAt) onClose();
    }, 300);
  };

  const onWheel = (event: WheelEvent<HTMLDivElement>) => zoomTo(scale * (event.deltaY < 0 ? 1.25 : 0.8));

  return createPortal(
    <div
      className={styles.overlay}
      role="dialog"
      aria-modal="true"
      aria-label={alt || t('close')}
      data-testid="image-preview"
      data-scale={scale.toFixed(2)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (gesture.current = null)}
      onWheel={onWheel}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- a sanitised server image at its own size */}
      <img
        src={src}
        alt={alt}
        className={styles.image}
        draggable={false}
        style={{ transform: `translate(${pan.x}px, ${pan.y}px) scale(${scale})` }}
      />
      <div
        className={styles.controls}
        onPointerDown={(event) => event.stopPropagation()}
        onPointerUp={(event) => event.stopPropagation()}
      >
        <button
          type="button"
          onClick={() => zoomTo(scale / 1.5)}
          disabled={scale <= MIN_ZOOM}
          aria-label={t('zoomOut')}
        >
          −
        </button>
        <button
          type="button"
          onClick={() => zoomTo(scale * 1.5)}
          disabled={scale >= MAX_ZOOM}
          aria-label={t('zoomIn')}
        >
          +
        </button>
        <button type="button" onClick={onClose} aria-label={t('close')}>
          ×
        </button>
      </div>
    </div>,
    document.body,
  );
}
