'use client';

import { useTranslations } from 'next-intl';
import skeleton from '@/components/ui/skeleton.module.css';
import styles from './form-skeleton.module.css';

/**
 * A form card in grey while its screen loads: one label and input per field, then the button. Like
 * every skeleton it fades in only after the spec's 200 ms, so a fast load never flashes it.
 */
export function FormSkeleton({ fields }: { fields: number }) {
  const t = useTranslations('common');
  return (
    <div className={`${skeleton.skeleton} ${styles.card}`} role="status" aria-label={t('loading')}>
      {Array.from({ length: fields }, (_, index) => (
        <div key={index} className={styles.field} aria-hidden="true">
          <span className={`${skeleton.line} ${styles.label}`} />
          <span className={`${skeleton.line} ${styles.input}`} />
        </div>
      ))}
      <span className={`${skeleton.line} ${styles.button}`} aria-hidden="true" />
    </div>
  );
}
