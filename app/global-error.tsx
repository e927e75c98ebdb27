'use client';

import { useSyncExternalStore } from 'react';
import { createRetryStreak, useRetryWhenDue } from '@/lib/hooks/use-retry-when-due';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import './globals.css';

const streak = createRetryStreak();

const readLang = () => document.documentElement.lang;
const noChange = () => () => undefined;

/**
 * The last resort: the app's frame itself failed (the screens' failures stay inside the shell:
 * ./error.tsx). It replaces the whole document, outside the providers, so it takes its few words
 * (`screenLoad` of messages/*.json) from the head script, which carries them for its own notice, in
 * the language the page was showing. Retry, or the connection coming back, loads the app again.
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  const lang = useSyncExternalStore(noChange, readLang, () => DEFAULT_LOCALE);
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  // The head script's copy (lib/boot/head/boot-notice.ts): a JSON import would put all three
  // catalogs into this page's code, which loads with every page. Every page has the head script.
  const text = window.__screenLoadText?.[locale];
  useRetryWhenDue(retry, streak);
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
