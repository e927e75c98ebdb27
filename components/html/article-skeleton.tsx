'use client';

import { useTranslations } from 'next-intl';
import { Skeleton } from '@/components/ui/skeleton';
import styles from './article.module.css';

/** The article card in grey while it loads: title, date and a few lines of text. */
export function ArticleSkeleton() {
  const t = useTranslations('common');
  return (
    <div className={styles.article}>
      <Skeleton lines={7} label={t('loading')} />
    </div>
  );
}
