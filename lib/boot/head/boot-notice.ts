import { BOOT_NOTICE_ATTRIBUTE } from '@/lib/boot/pre-hydration-guard';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';
import { I18N_PENDING_CLASS } from './locale';
// Named imports: esbuild keeps just this namespace of each catalog (Turbopack would not).
import { screenLoad as en } from '@/messages/en.json';
import { screenLoad as vi } from '@/messages/vi.json';
import { screenLoad as zhHant } from '@/messages/zh-Hant.json';

type ScreenLoadText = typeof en;

declare global {
  interface Window {
    /** The notice's words in each language, for the last-resort error page (app/global-error.tsx). */
    __screenLoadText?: Record<Locale, ScreenLoadText>;
  }
}

const TEXT: Record<Locale, ScreenLoadText> = { en, 'zh-Hant': zhHant, vi };

/** Leaves the words where the last-resort error page finds them. */
export function shareScreenLoadText(): void {
  window.__screenLoadText = TEXT;
}

/**
 * Before the app runs, the screen's code could not come: the page keeps its bar and tabs, and the
 * screen says so, in the reader's language, with Retry (the app's own error view does the same once
 * it runs: components/shell/error-view.tsx). The messages are the app's (`screenLoad` in
 * messages/*.json); the head script carries just that namespace of each language, so it holds the
 * title and Retry only (the app's view adds what to do, `shell.loadFailureHint`). Returns the
 * function that takes it away again.
 */
export function showBootNotice(retryNow: () => void, doc: Document = document): () => void {
  const lang = doc.documentElement.lang;
  const text = TEXT[isLocale(lang) ? lang : DEFAULT_LOCALE];
  const notice = doc.createElement('section');
  notice.className = 'load-failure';
  notice.setAttribute(BOOT_NOTICE_ATTRIBUTE, '');
  notice.setAttribute('role', 'alert');
  const title = doc.createElement('p');
  title.className = 'load-failure-title';
  title.textContent = text.failed;
  const button = doc.createElement('button');
  button.type = 'button';
  button.textContent = text.retry;
  button.addEventListener('click', retryNow);
  notice.append(title, button);
  // Nothing more will come for now: the page shows at once, its frame in English until the app runs.
  doc.documentElement.classList.remove(I18N_PENDING_CLASS);
  const main = doc.querySelector('main');
  if (main) main.prepend(notice);
  else doc.body.prepend(notice);
  return () => notice.remove();
}
