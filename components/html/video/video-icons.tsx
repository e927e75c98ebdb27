/** The player's icons (24 px, the current text colour); the buttons carry the words (aria-label). */
const ICONS = {
  play: 'M8 5.5v13a1 1 0 0 0 1.52.85l10.2-6.5a1 1 0 0 0 0-1.7L9.52 4.65A1 1 0 0 0 8 5.5Z',
  pause: 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z',
  volume:
    'M4 9.5v5h3.5L12 19V5L7.5 9.5H4Zm11.5 2.5a4 4 0 0 0-2-3.46v6.92a4 4 0 0 0 2-3.46Zm-2-7.72v2.06a6 6 0 0 1 0 11.32v2.06a8 8 0 0 0 0-15.44Z',
  muted:
    'M4 9.5v5h3.5L12 19V5L7.5 9.5H4Zm15.3-.8-1.4-1.4-2.4 2.4-2.4-2.4-1.4 1.4 2.4 2.4-2.4 2.4 1.4 1.4 2.4-2.4 2.4 2.4 1.4-1.4-2.4-2.4 2.4-2.4Z',
  fullscreen: 'M4 4h6v2H6v4H4V4Zm10 0h6v6h-2V6h-4V4ZM4 14h2v4h4v2H4v-6Zm14 0h2v6h-6v-2h4v-4Z',
  exitFullscreen: 'M8 4h2v6H4V8h4V4Zm6 0h2v4h4v2h-6V4ZM4 14h6v6H8v-4H4v-2Zm10 0h6v2h-4v4h-2v-6Z',
} as const;

export function VideoIcon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={ICONS[name]} fill="currentColor" />
    </svg>
  );
}
