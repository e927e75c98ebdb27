/**
 * The browser's install offer (`beforeinstallprompt`, Chromium). It can fire before React hydrates,
 * so the head script ({@link captureInstallPrompt}, lib/boot/head-script.ts) keeps the event on
 * `window` and announces it with {@link INSTALL_CHANGE_EVENT}; the screens read it from there.
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice?: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Where the captured event is kept (null once used or once the app is installed). */
export const INSTALL_PROMPT_KEY = '__btcwInstallPrompt';
export const INSTALL_CHANGE_EVENT = 'btcw:installchange';

type InstallWindow = Window & { [INSTALL_PROMPT_KEY]?: InstallPromptEvent | null };

/**
 * In the head script: keep the install offer (and stop the browser's own mini-infobar, so the app
 * offers installation where it fits: Settings, and once after the first login); forget it once the
 * app is installed.
 */
export function captureInstallPrompt(win: Window = window): void {
  const changed = () => win.dispatchEvent(new Event(INSTALL_CHANGE_EVENT));
  win.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    (win as InstallWindow)[INSTALL_PROMPT_KEY] = event as InstallPromptEvent;
    changed();
  });
  win.addEventListener('appinstalled', () => {
    (win as InstallWindow)[INSTALL_PROMPT_KEY] = null;
    changed();
  });
}

export function capturedInstallPrompt(): InstallPromptEvent | null {
  return (window as InstallWindow)[INSTALL_PROMPT_KEY] ?? null;
}

/** Shows the browser's install dialog; the event can be used once. Resolves whether it was accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = capturedInstallPrompt();
  if (!event) return false;
  (window as InstallWindow)[INSTALL_PROMPT_KEY] = null;
  window.dispatchEvent(new Event(INSTALL_CHANGE_EVENT));
  await event.prompt();
  const choice = await event.userChoice;
  return choice?.outcome === 'accepted';
}
