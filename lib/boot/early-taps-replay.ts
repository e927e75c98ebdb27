/**
 * Whether taps kept while the app loaded (lib/boot/pre-hydration-guard.ts) are waiting for their
 * replay. The transport sends a screen's first requests after it: the person's tap answers first
 * (on a slow phone each request's start costs ~20 ms, and a screen starts several as it hydrates).
 * A module of its own so that the transport does not pull the guard's inline script into its chunk.
 */
let replaying: Promise<void> | undefined;

/** While kept taps wait for their replay, the promise of it; otherwise undefined. */
export function earlyTapsReplay(): Promise<void> | undefined {
  return replaying;
}

/** Runs `replay` through `schedule`, and has {@link earlyTapsReplay} answer until it has run. */
export function scheduleEarlyTapsReplay(schedule: (run: () => void) => void, replay: () => void): void {
  replaying = new Promise((done) => {
    schedule(() => {
      try {
        replay();
      } finally {
        replaying = undefined;
        done();
      }
    });
  });
}
