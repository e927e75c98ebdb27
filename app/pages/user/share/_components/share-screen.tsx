'use client';

import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { userInfoQueryOptions } from '@/lib/api/endpoints/member-user-info';
import { useSession } from '@/lib/auth/use-session';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { inviteLink } from '@/lib/share/invite-link';
import { showToast } from '@/lib/toast/toast-store';
import { DelayedLoading } from '@/components/shell/delayed-loading';
import { ErrorView } from '@/components/shell/error-view';
import formStyles from '@/components/form/form.module.css';
import styles from './share-screen.module.css';

/** 2 × the 200 px it is shown at, so it stays sharp when saved or scanned from a screenshot. */
const QR_SIZE_PX = 400;

export function ShareScreen() {
  const t = useTranslations('share');
  const { token, account } = useSession();
  const userInfo = useQuery(userInfoQueryOptions(account ?? undefined, token));
  const [qr, setQr] = useState<string | null>(null);
  // The launch reload (SessionManager) may answer before this screen hydrates: match the prerender first.
  const hydrated = useHydrated();
  const link = hydrated && userInfo.data ? inviteLink(window.location.origin, userInfo.data.account) : null;
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  useEffect(() => {
    if (!link) return;
    let live = true;
    // The QR encoder loads with the link, not with the page.
    import('qrcode')
      .then(({ toDataURL }) => toDataURL(link, { width: QR_SIZE_PX, margin: 2, errorCorrectionLevel: 'M' }))
      .then(
        (url) => {
          if (live) setQr(url);
        },
        () => {
          if (live) setQr(null);
        },
      );
    return () => {
      live = false;
    };
  }, [link]);

  if (hydrated && userInfo.isError && !userInfo.data) return <ErrorView />;
  if (!link) return <DelayedLoading />;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      showToast({ key: 'share.copied' });
    } catch {
      showToast({ key: 'share.copyFailed' });
    }
  };

  const share = async () => {
    try {
      await navigator.share({ title: t('shareTitle'), text: t('shareText'), url: link });
    } catch {
      // Dismissing the share sheet is not an error worth a message.
    }
  };

  return (
    <div className={styles.screen}>
      <section className={styles.card}>
        <h2 className={styles.heading}>{t('heading')}</h2>
        <p className={styles.hint}>{t('hint')}</p>
        <div className={styles.qr}>
          {qr ? (
            // eslint-disable-next-line @next/next/no-img-element -- a generated data URL
            <img src={qr} alt={t('qrAlt')} width={200} height={200} data-testid="share-qr" />
          ) : (
            <DelayedLoading />
          )}
        </div>
        <p className={styles.link} data-testid="share-link">
          {link}
        </p>
        <div className={styles.actions}>
          <button type="button" className={formStyles.primary} onClick={() => void copy()}>
            {t('copy')}
          </button>
          {canShare && (
            <button type="button" className={formStyles.secondary} onClick={() => void share()}>
              {t('share')}
            </button>
          )}
          {qr && (
            <a
              className={[formStyles.secondary, styles.download].join(' ')}
              href={qr}
              download="btcw-invite-qr.png"
            >
              {t('download')}
            </a>
          )}
        </div>
      </section>
    </div>
  );
}
