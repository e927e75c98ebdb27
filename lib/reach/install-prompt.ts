/**
 * The browser's install offer (`beforeinstallprompt`, Chromium). It can fire before React hydrates,
 * so a tiny inline <head> script ({@link installCaptureScript}) keeps the event on `window` and
 * announces it with {@link INSTALL_CHANGE_EVENT}; the screens read it from there.
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
 * Inline <head> script: keep the install offer (and stop the browser's own mini-infobar, so the
 * app offers installation where it fits: Settings, and once after the first login); forget it once
 * the app is installed.
 */
export const installCaptureScript = `(function(){try{var k='${INSTALL_PROMPT_KEY}',c=function(){window.dispatchEvent(new Event('${INSTALL_CHANGE_EVENT}'))};window.addEventListener('beforeinstallprompt',function(e){e.preventDefault();window[k]=e;c()});window.addEventListener('appinstalled',function(){window[k]=null;c()})}catch(e){}})();`;

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
