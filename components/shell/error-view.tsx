'use client';

import { useTranslations } from 'next-intl';
import { useOnline } from '@/lib/hooks/use-online';
import { useRetryWhenDue, type createRetryStreak } from '@/lib/hooks/use-retry-when-due';

/**
 * A screen whose code or data could not come (spec §4's error view): says so inside the shell, in
 * the reader's language, with Retry, and retries by itself with backoff and when the connection
 * comes back. Retry loads the screen again without reloading the page: a reload while offline
 * would leave the browser's own offline page where the app was. The head script shows the same
 * notice, with the same look (`.load-failure` in app/globals.css), before the app runs
 * (lib/boot/head/boot-notice.ts).
 */
export function ErrorView({
  onRetry,
  streak,
}: {
  onRetry: () => void;
  streak?: ReturnType<typeof createRetryStreak>;
}) {
  const t = useTranslations('screenLoad');
  const shell = useTranslations('shell');
  const online = useOnline();
  useRetryWhenDue(onRetry, streak);
  return (
    <section className="load-failure" role="alert">
      <p className="load-failure-title">{t('failed')}</p>
      {/* Offline, the cause and what happens next: it comes by itself once the connection is back. */}
      <p>{online ? shell('loadFailureHint') : shell('offlineNavigation')}</p>
      <button type="button" onClick={onRetry}>
        {t('retry')}
      </button>
    </section>
  );
}
