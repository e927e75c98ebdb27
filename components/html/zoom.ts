/** A finger that moved more than this between down and up was scrolling, not tapping. */
export const TAP_SLOP_PX = 20;

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

export function clampZoom(value: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, value));
}

/** Pan offset kept so the zoomed image still covers the centre of the screen. */
export function clampPan(offset: number, scale: number, size: number): number {
  const limit = ((scale - 1) * size) / 2;
  return Math.min(limit, Math.max(-limit, offset));
}
