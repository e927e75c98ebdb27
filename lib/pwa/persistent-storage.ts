/**
 * Storage the engine should not clear on its own: the offline copy (the service worker's caches),
 * the session and the device's login token. WebKit clears a site's script-writable storage after
 * seven days of use without a visit, unless the site runs as a home-screen app; Chromium clears
 * "best-effort" storage under disk pressure. `navigator.storage.persist()` asks for an exemption
 * (https://webkit.org/blog/14403/updates-to-storage-policy/, https://web.dev/articles/persistent-storage).
 * docs/engines.md says what a member loses when the engine clears it anyway.
 */

export interface PersistenceFacts {
  userAgent: string;
  /** Opened from the home screen (display-mode: standalone). */
  standalone: boolean;
}

/**
 * Whether to ask without the member having asked for anything. Chromium and WebKit decide silently
 * (engagement, home-screen install); Firefox answers with a permission prompt of its own, which
 * would come out of nowhere in a browser tab, so there only the installed app asks.
 */
export function asksSilently({ userAgent, standalone }: PersistenceFacts): boolean {
  return standalone || !/firefox\/|fxios\//i.test(userAgent);
}

/** Asks once per page for persistent storage where that is silent; never throws. */
export async function askForPersistentStorage(): Promise<boolean> {
  // Older engines and some WebViews have no StorageManager.
  const storage = (navigator as Partial<Navigator>).storage;
  if (!storage) return false;
  const facts = {
    userAgent: navigator.userAgent,
    standalone: window.matchMedia('(display-mode: standalone)').matches,
  };
  if (!asksSilently(facts)) return false;
  try {
    return (await storage.persisted()) || (await storage.persist());
  } catch {
    return false;
  }
}
