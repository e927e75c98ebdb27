/** Spec §9: while a video plays, its controls hide this long after the last touch on them or the video. */
export const VIDEO_CONTROLS_HIDE_MS = 3000;
