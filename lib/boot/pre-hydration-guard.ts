/**
 * The window between first paint and hydration. The page is painted from static HTML before the
 * app's code runs (lib/perf/deferred-scripts.ts), so on a slow network a user can type into a form
 * and tap its button before React listens. An inline `<head>` script marks `<html>` as booting and
 * stops the browser's own form submission meanwhile (it would reload the page with the fields in the
 * URL); the app removes the mark once it has hydrated ({@link markHydrated}), and text fields adopt
 * what was typed before (lib/hooks/use-value-typed-before-hydration.ts). The e2e journeys wait for
 * the mark to go before acting, as a person waits for a page to respond.
 */

export const BOOTING_ATTRIBUTE = 'data-booting';

export const preHydrationGuardScript = `(function(){var d=document,h=d.documentElement;h.setAttribute('${BOOTING_ATTRIBUTE}','');d.addEventListener('submit',function(e){if(h.hasAttribute('${BOOTING_ATTRIBUTE}'))e.preventDefault()},true)})();`;

/** Called once the app has hydrated: forms submit through React from now on. */
export function markHydrated(root: Element = document.documentElement): void {
  root.removeAttribute(BOOTING_ATTRIBUTE);
}
