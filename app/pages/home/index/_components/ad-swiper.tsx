'use client';

import Link from 'next/link';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import type { Ad } from '@/lib/api/endpoints/home-ad';
import { isSafeLink } from '@/lib/html/safe-url';
import styles from './ad-swiper.module.css';

export const AUTOPLAY_MS = 5000;
export const TRANSITION_MS = 500;
/** A horizontal drag longer than this changes the slide. */
const SWIPE_PX = 40;

/** Home banners: autoplay every 5 s with a 0.5 s slide, swipeable, paused while touched. */
export function AdSwiper({ ads }: { ads: readonly Ad[] }) {
  const [index, setIndex] = useState(0);
  const [drag, setDrag] = useState(0);
  const [touching, setTouching] = useState(false);
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const swiped = useRef(false);
  const count = ads.length;

  useEffect(() => {
    if (touching || count < 2) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [touching, count, index]);

  if (count === 0) return null;
  const current = index % count;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    swiped.current = false;
    setTouching(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current?.id !== event.pointerId) return;
    setDrag(event.clientX - start.current.x);
  };
  const end = (event: PointerEvent<HTMLDivElement>) => {
    const from = start.current;
    start.current = null;
    setTouching(false);
    setDrag(0);
    if (!from) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(event.clientY - from.y)) return;
    swiped.current = true;
    setIndex((current + (dx < 0 ? 1 : count - 1)) % count);
  };

  return (
    <div
      className={styles.swiper}
      data-testid="ad-swiper"
      data-index={current}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={end}
      onPointerCancel={end}
      onPointerLeave={(event) => {
        if (start.current) end(event);
      }}
      onClickCapture={(event) => {
        // The click that ends a swipe must not follow the banner's link.
        if (swiped.current) {
          event.preventDefault();
          event.stopPropagation();
          swiped.current = false;
        }
      }}
    >
      <div
        className={styles.track}
        style={{
          transform: `translateX(calc(${-current * 100}% + ${drag}px))`,
          transition: touching ? 'none' : `transform ${TRANSITION_MS}ms ease`,
        }}
      >
        {ads.map((ad, position) => (
          // Off-screen slides are inert: hidden from assistive technology and their links unfocusable.
          <div key={ad.id} className={styles.slide} inert={position !== current}>
            <Banner ad={ad} />
          </div>
        ))}
      </div>
      <div className={styles.dots}>
        {ads.map((ad, position) => (
          <span key={ad.id} className={position === current ? styles.dotActive : styles.dot} />
        ))}
      </div>
    </div>
  );
}

function Banner({ ad }: { ad: Ad }) {
  // 343 × 137 CSS px on a 375 px screen; the images are 750 × 300 for 2× density.
  const image = (
    // eslint-disable-next-line @next/next/no-img-element -- static export, server-chosen image
    <img
      src={ad.imageUrl}
      alt={ad.title}
      width={750}
      height={300}
      className={styles.image}
      draggable={false}
    />
  );
  if (ad.linkUrl?.startsWith('/pages/'))
    return (
      <Link href={ad.linkUrl} prefetch={false} draggable={false}>
        {image}
      </Link>
    );
  if (ad.linkUrl && isSafeLink(ad.linkUrl))
    return (
      <a href={ad.linkUrl} target="_blank" rel="noopener noreferrer" draggable={false}>
        {image}
      </a>
    );
  return image;
}
