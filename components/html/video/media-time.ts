/**
 * A playback time as players show it: `m:ss`, or `h:mm:ss` from an hour. Digits and colons read the
 * same in the app's three languages. An unknown time (no metadata yet, a live stream) is 0:00.
 */
export function formatMediaTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}
