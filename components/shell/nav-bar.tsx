'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { hasInAppBack } from '@/lib/routes/in-app-history';
import { canLeaveScreen, sayOfflineNavigation } from '@/lib/routes/offline-navigation';
import styles from './nav-bar.module.css';

/** Blue navigation bar with white title; a back arrow where there is a way back. */
export function NavBar({ title, parent }: { title: string; parent: string | null }) {
  const t = useTranslations('common');
  const router = useRouter();
  const goBack = () => {
    if (parent === null) return;
    // Return to the screen the user came from; opened directly (shared link, new tab), there is
    // none in this tab, so go to the page's parent instead of leaving the app.
    if (hasInAppBack()) router.back();
    else if (canLeaveScreen()) router.replace(parent);
    else sayOfflineNavigation();
  };
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        {parent !== null && (
          <button type="button" className={styles.back} onClick={goBack} aria-label={t('back')}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path
                d="M15 5l-7 7 7 7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        )}
        <h1 className={styles.title}>{title}</h1>
      </div>
    </header>
  );
}
