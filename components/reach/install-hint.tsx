'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { dismissInstallHint, markInstallHintShown } from '@/lib/reach/install-hint-state';
import { useInstallOffer, type InstallOffer } from '@/lib/reach/use-install-offer';
import { Button } from '@/components/ui/button';
import { useInstall } from './use-install';
import styles from './reach.module.css';

/** Waits (mounted, invisible) until this browser can install, which may be after the login. */
export function InstallHint() {
  const offer = useInstallOffer();
  return offer ? <InstallHintCard offer={offer} /> : null;
}

/** The one hint after the first login: install the app, or "Not now" (it does not come back). */
function InstallHintCard({ offer }: { offer: Exclude<InstallOffer, null> }) {
  const t = useTranslations('reach.install');
  const { start, guide } = useInstall(offer, dismissInstallHint);
  useEffect(() => {
    markInstallHintShown();
  }, []);
  return (
    <>
      <aside className={styles.hint} aria-labelledby="install-hint-title" data-testid="install-hint">
        <div className={styles.hintHead}>
          {/* eslint-disable-next-line @next/next/no-img-element -- the app's own icon, a static file */}
          <img className={styles.appIcon} src="/icons/icon-192.png" alt="" width={40} height={40} />
          <div>
            <h2 id="install-hint-title" className={styles.subtitle}>
              {t('hintTitle')}
            </h2>
            <p className={styles.text}>{t('hintText')}</p>
          </div>
        </div>
        <div className={styles.hintActions}>
          <Button variant="secondary" onClick={dismissInstallHint} testId="install-hint-dismiss">
            {t('notNow')}
          </Button>
          <Button
            onClick={() => {
              start();
              // The browser's dialog takes over; Safari's guide closes the hint when it closes.
              if (offer === 'prompt') dismissInstallHint();
            }}
            testId="install-hint-install"
          >
            {t('action')}
          </Button>
        </div>
      </aside>
      {guide}
    </>
  );
}
