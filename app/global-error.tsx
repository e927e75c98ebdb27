'use client';

import { useEffect } from 'react';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import './globals.css';

/**
 * The last resort: the app's frame itself failed (the screens' failures stay inside the shell:
 * ./error.tsx). It replaces the whole document, outside the providers, so it takes its few words
 * (`screenLoad` of messages/*.json) from the head script, which carries them for its own notice, in
 * the language the page was showing. Retry, or the connection coming back, loads the app again.
 * Rendered only in the browser, after a failure: the page's language is read from the page.
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);
  const lang = typeof document === 'undefined' ? DEFAULT_LOCALE : document.documentElement.lang;
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  // The head script's copy (lib/boot/head/boot-notice.ts): a JSON import would put all three
  // catalogs into this page's code, which loads with every page. Every page has the head script.
  const text = typeof window === 'undefined' ? undefined : window.__screenLoadText?.[locale];
  return (
    <html lang={locale}>
      <body>
        <main className="last-resort">
          <section className="load-failure" role="alert">
            <p className="load-failure-title">{text?.failed}</p>
            <button type="button" onClick={retry}>
              {text?.retry}
            </button>
          </section>
        </main>
      </body>
    </html>
  );
}
