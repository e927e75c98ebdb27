'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { HOME_PATH } from '@/lib/routes/route-table';
import styles from './not-found-view.module.css';

/** What was not found: an address outside the app, a notice, a member of the user's community. */
export type NotFoundSubject = 'page' | 'notice' | 'member';

/**
 * A page, notice or member that does not exist (unknown address, missing or unknown id). Unlike the
 * error view, reloading cannot help, so it offers the way Home instead. The link replaces the entry:
 * Back from Home does not return to the dead end.
 */
export function NotFoundView({ subject = 'page' }: { subject?: NotFoundSubject }) {
  const t = useTranslations('shell.notFound');
  return (
    <section className={styles.view} aria-labelledby="not-found-title" data-testid="not-found">
      <svg className={styles.icon} viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
        <circle cx="21" cy="21" r="12" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M30 30l9 9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        <path
          d="M17.5 17.5a3.5 3.5 0 1 1 5 3.2c-1 .5-1.5 1.2-1.5 2.3"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.6"
          strokeLinecap="round"
        />
        <circle cx="21" cy="27" r="1.6" fill="currentColor" />
      </svg>
      <h2 id="not-found-title" className={styles.title}>
        {t(`${subject}.title`)}
      </h2>
      <p className={styles.text}>{t(`${subject}.text`)}</p>
      <Link href={HOME_PATH} replace prefetch={false} className={styles.home}>
        {t('home')}
      </Link>
    </section>
  );
}
