'use client';

import { useTranslations } from 'next-intl';
import { Sheet } from '@/components/ui/sheet';
import { Button } from '@/components/ui/button';
import layout from '@/components/layout/layout.module.css';
import styles from './reach.module.css';

/** Safari on iPhone and iPad installs a web app only by hand: Share → Add to Home Screen → Add. */
export function IosInstallGuide({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('reach.install');
  return (
    <Sheet open={open} title={t('guideTitle')} onClose={onClose} testId="ios-install-guide">
      <ol className={`${layout.plainList} ${styles.steps}`}>
        <li className={styles.step}>
          <span>
            <svg className={styles.stepIcon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                d="M12 3v12M8 7l4-4 4 4M6 11H5a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-8a1 1 0 0 0-1-1h-1"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>{' '}
            {t('guideStep1')}
          </span>
        </li>
        <li className={styles.step}>
          <span>{t('guideStep2')}</span>
        </li>
        <li className={styles.step}>
          <span>{t('guideStep3')}</span>
        </li>
      </ol>
      <Button onClick={onClose}>{t('done')}</Button>
    </Sheet>
  );
}
