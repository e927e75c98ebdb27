'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { extensionWalletsFor } from '@/lib/reach/wallet-links';
import styles from './reach.module.css';

/** 2 × the 200 px it is shown at, so a phone camera reads it from a screen at arm's length. */
const QR_SIZE_PX = 400;

/**
 * A computer without a wallet: this page as a QR code for the phone's wallet app (or camera), and
 * the browser-extension wallets to install instead.
 */
export function ScanOnPhone({ pageUrl, locale }: { pageUrl: string; locale: Locale }) {
  const t = useTranslations('reach.desktop');
  const [qr, setQr] = useState<{ url: string; image: string } | null>(null);

  useEffect(() => {
    let live = true;
    import('qrcode')
      .then(({ toDataURL }) =>
        toDataURL(pageUrl, { width: QR_SIZE_PX, margin: 2, errorCorrectionLevel: 'M' }),
      )
      .then(
        (image) => {
          if (live) setQr({ url: pageUrl, image });
        },
        () => {
          if (live) setQr(null);
        },
      );
    return () => {
      live = false;
    };
  }, [pageUrl]);

  return (
    <div className={styles.options} data-testid="scan-on-phone">
      <p className={styles.text}>{t('intro')}</p>
      <div className={styles.qr}>
        {qr?.url === pageUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- a generated data URL
          <img src={qr.image} alt={t('qrAlt')} width={200} height={200} data-testid="page-qr" />
        ) : (
          // Holds the place: the encoder takes a moment to load the first time.
          <span className={styles.qrPlaceholder} aria-hidden="true" />
        )}
      </div>
      <p className={styles.url} data-testid="page-qr-url">
        {pageUrl}
      </p>
      <div className={styles.other}>
        <h3 className={styles.subtitle}>{t('extensionsTitle')}</h3>
        <ul className={styles.extensions}>
          {extensionWalletsFor(locale).map((wallet) => (
            <li key={wallet.id}>
              <a
                className={styles.extension}
                href={wallet.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('extension', { wallet: wallet.name })}
                data-wallet={wallet.id}
              >
                <span>{wallet.name}</span>
                <span className={styles.chevron} aria-hidden="true">
                  ↗
                </span>
              </a>
            </li>
          ))}
        </ul>
        <p className={styles.text}>{t('reload')}</p>
      </div>
    </div>
  );
}
