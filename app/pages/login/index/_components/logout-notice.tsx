'use client';

import { useAtom } from 'jotai';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { knownLogoutNotice, logoutNoticeAtom } from '@/lib/state/logout-notice';
import styles from './logout-notice.module.css';

/**
 * Says why the app logged the user out (a wallet account switch), above the login form, until the
 * user closes it or logs in. Not a toast: it must outlast the redirect and a glance away.
 */
export function LogoutNotice() {
  const t = useTranslations('login.logoutNotice');
  const common = useTranslations('common');
  const hydrated = useHydrated();
  const [stored, setStored] = useAtom(logoutNoticeAtom);
  // Stored per tab, absent from the prerendered page: shown once hydrated.
  const notice = hydrated ? knownLogoutNotice(stored) : null;
  if (!notice) return null;
  return (
    <section
      className={styles.notice}
      role="status"
      aria-labelledby="logout-notice-title"
      data-testid="logout-notice"
    >
      <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path
          d="M12 7.5v5.5M12 16.5v.01"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <div className={styles.body}>
        <h2 id="logout-notice-title" className={styles.title}>
          {t('title')}
        </h2>
        <p className={styles.text}>{t(notice)}</p>
      </div>
      <button
        type="button"
        className={styles.close}
        onClick={() => setStored(null)}
        aria-label={common('close')}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            d="M6 6l12 12M18 6L6 18"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </section>
  );
}
