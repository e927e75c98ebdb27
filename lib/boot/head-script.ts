/**
 * The head script: the one inline `<head>` script of every page, run before anything is painted:
 * hash links and the login entry, the reader's language, taps kept until the app is ready, the
 * install prompt, the requests whose answers the screen shows first, and the app's own code once
 * the screen is painted.
 * Written as ordinary modules and bundled at build time (scripts/lib/boot-script.ts), so it shares
 * its code with the app instead of copying it. Each part is on its own: one failing (storage
 * refused, an old browser) never stops the next.
 */
import { captureInstallPrompt } from '@/lib/reach/install-prompt';
import { bootLocale } from './head/locale';
import { addAppAfterPaint } from './head/app-after-paint';
import { shareScreenLoadText } from './head/boot-notice';
import { askEarly } from './head/early-answers';
import { bootNavigation } from './head/navigation';
import { keepEarlyTaps } from './head/tap-keeper';

function attempt<T>(part: () => T, fallback: T): T {
  try {
    return part();
  } catch {
    return fallback;
  }
}

// A page being replaced (an old hash link, the login page with a session) starts nothing else.
if (attempt(bootNavigation, true)) {
  attempt(bootLocale, undefined);
  attempt(keepEarlyTaps, undefined);
  attempt(shareScreenLoadText, undefined);
  attempt(captureInstallPrompt, undefined);
  // Left out only in a variant built to measure what it is worth (scripts/lib/boot-script.ts).
  if (process.env.BOOT_EARLY_ANSWERS !== '0') attempt(askEarly, undefined);
  if (process.env.BOOT_APP_AFTER_PAINT !== '0') attempt(addAppAfterPaint, undefined);
}
