'use client';

import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { userInfoQueryOptions } from '@/lib/api/endpoints/member-user-info';
import { useSession } from '@/lib/auth/use-session';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { inviteLink } from '@/lib/share/invite-link';
import { showToast } from '@/lib/toast/toast-store';
import { ErrorView } from '@/components/shell/error-view';
import { Button } from '@/components/ui/button';
import skeleton from '@/components/ui/skeleton.module.css';
import { useLongPressCopy } from '@/components/ui/long-press-copy';
import styles from './share-screen.module.css';
import buttonStyles from '@/components/ui/button.module.css';

/** 2 × the 200 px it is shown at, so it stays sharp when saved or scanned from a screenshot. */
const QR_SIZE_PX = 400;
const QR_FILE_NAME = 'btcw-invite-qr.png';

export function ShareScreen() {
  const t = useTranslations('share');
  const tc = useTranslations('common');
  const { token, account } = useSession();
  const userInfo = useQuery(userInfoQueryOptions(account ?? undefined, token));
  const [qr, setQr] = useState<string | null>(null);
  // The launch reload (SessionManager) may answer before this screen hydrates: match the prerender first.
  const hydrated = useHydrated();
  const link = hydrated && userInfo.data ? inviteLink(window.location.origin, userInfo.data.account) : null;
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  // A long press on the QR code copies the link or saves the image.
  const tu = useTranslations('ui');
  const qrLongPress = useLongPressCopy({
    title: tu('longPress.qrTitle'),
    value: link ?? '',
    ...(qr ? { image: { src: qr, fileName: QR_FILE_NAME } } : {}),
  });

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

  if (hydrated && userInfo.isError && !userInfo.data)
    return <ErrorView onRetry={() => void userInfo.refetch()} />;

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      showToast({ text: t('copied') });
    } catch {
      showToast({ text: t('copyFailed') });
    }
  };

  const share = async () => {
    if (!link) return;
    try {
      await navigator.share({ title: t('shareTitle'), text: t('shareText'), url: link });
    } catch {
      // Dismissing the share sheet is not an error worth a message.
    }
  };

  return (
    <section className={styles.card} aria-labelledby="share-heading">
      <h2 id="share-heading" className={styles.heading}>
        {t('heading')}
      </h2>
      <p className={styles.hint}>{t('hint')}</p>
      <div className={styles.qr}>
        {qr ? (
          // eslint-disable-next-line @next/next/no-img-element -- a generated data URL
          <img
            src={qr}
            alt={t('qrAlt')}
            width={200}
            height={200}
            data-testid="share-qr"
            {...qrLongPress.handlers}
          />
        ) : (
          <span
            className={`${skeleton.skeleton} ${styles.qrPlaceholder}`}
            role="status"
            aria-label={tc('loading')}
          />
        )}
      </div>
      {link ? (
        <>
          <div className={styles.link}>
            <span className={styles.linkLabel}>{t('linkLabel')}</span>
            <span className={styles.linkText} data-testid="share-link">
              {link}
            </span>
          </div>
          <div className={styles.actions}>
            <Button onClick={() => void copy()}>{t('copy')}</Button>
            {canShare && (
              <Button variant="secondary" onClick={() => void share()}>
                {t('share')}
              </Button>
            )}
            {qr && (
              <a className={buttonStyles.secondary} href={qr} download={QR_FILE_NAME}>
                {t('download')}
              </a>
            )}
          </div>
        </>
      ) : (
        <div className={`${skeleton.skeleton} ${styles.linkSkeleton}`} aria-hidden="true">
          <span className={skeleton.line} />
          <span className={skeleton.line} />
        </div>
      )}
      {qrLongPress.menu}
    </section>
  );
}
