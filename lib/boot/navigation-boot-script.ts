import { hashRouteTarget } from '@/lib/routes/hash-route';
import {
  entryHasInAppBack,
  HANDOFF_MAX_AGE_MS,
  IN_APP_BACK_HANDOFF_KEY,
  IN_APP_BACK_KEY,
} from '@/lib/routes/in-app-history';
import { HOME_PATH, LOGIN_ENTRY_PATHS } from '@/lib/routes/route-table';

/** localStorage key of the session token (lib/state/token.ts, JSON-encoded by jotai). */
export const TOKEN_STORAGE_KEY = 'token';

/**
 * The first <head> script of every page, run before anything is painted. In order:
 *
 * 1. The history entry learns whether the entry before it is a screen of the app
 *    (lib/routes/in-app-history.ts), so the back arrow can return to it.
 * 2. Old hash links (`/#/pages/…`) are rewritten to their path (lib/routes/hash-route.ts): in place
 *    when they name this page, else by replacing the page.
 * 3. A stored session opening the login page (the installed app's start URL is `/`) goes to Home
 *    at once, so a logged-in user never sees the login form.
 *
 * A replacement hides the page first (nothing half-drawn shows) and hands the entry's value on.
 */
export function navigationBootScript(knownPaths: readonly string[]): string {
  const constants = [
    `K=${JSON.stringify(IN_APP_BACK_KEY)}`,
    `H=${JSON.stringify(IN_APP_BACK_HANDOFF_KEY)}`,
    `T=${JSON.stringify(TOKEN_STORAGE_KEY)}`,
    `HOME=${JSON.stringify(HOME_PATH)}`,
    `ENTRY=${JSON.stringify(LOGIN_ENTRY_PATHS.concat(['/index']))}`,
    `KNOWN=${JSON.stringify(knownPaths)}`,
  ].join(',');
  return `(function(){try{var ${constants};
var s=history.state,handoff=null;
try{handoff=sessionStorage.getItem(H);if(handoff!==null)sessionStorage.removeItem(H)}catch(e){}
var back=(${entryHasInAppBack.toString()})(s,K,handoff,location.pathname+location.search,document.referrer,location.origin,history.length,Date.now(),${HANDOFF_MAX_AGE_MS});
if(!s||typeof s!=='object'||typeof s[K]!=='boolean'){var n={};if(s&&typeof s==='object')for(var k in s)n[k]=s[k];n[K]=back;history.replaceState(n,'')}
var leave=function(to){try{sessionStorage.setItem(H,JSON.stringify({to:to,back:back,at:Date.now()}))}catch(e){}document.documentElement.style.visibility='hidden';location.replace(to)};
var here=location.pathname.replace(/\\.html$/,'').replace(/(.)\\/$/,'$1')||'/';
var t=(${hashRouteTarget.toString()})(location.hash,KNOWN);
if(t!==null){var p=t.split('?')[0];if(p===here||(p==='/'&&here==='/index')){history.replaceState(history.state,'',t)}else{leave(t);return}}
if(ENTRY.indexOf(here)>=0){var tok=null;try{tok=JSON.parse(localStorage.getItem(T)||'null')}catch(e){}if(typeof tok==='string'&&tok!=='')leave(HOME)}
}catch(e){}})();`;
}
