'use client';

import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { walletAppsFor } from '@/lib/reach/wallet-links';
import { useCopyText } from '@/components/ui/use-copy-text';
import { Button } from '@/components/ui/button';
import styles from './reach.module.css';

/**
 * The sheet's content on a phone without a wallet (or in the installed app): each wallet app as a
 * deep link that opens this very page (path and query) in the app's own browser, where its wallet
 * is injected; copying the link serves any other wallet. In the wallet's browser the usual connect
 * and add/switch-network flow takes over.
 */
export function OpenInWallet({
  pageUrl,
  locale,
  installedApp,
}: {
  pageUrl: string;
  locale: Locale;
  installedApp: boolean;
}) {
  const t = useTranslations('reach.wallets');
  const copyText = useCopyText();
  const copy = () => copyText(pageUrl);
  return (
    <div className={styles.options} data-testid="open-in-wallet">
      <p className={styles.text}>{installedApp ? t('installedApp') : t('intro')}</p>
      <ul className={styles.wallets}>
        {walletAppsFor(locale).map((wallet) => (
          <li key={wallet.id}>
            <a
              className={styles.wallet}
              href={wallet.link(pageUrl)}
              aria-label={t('open', { wallet: wallet.name })}
              data-wallet={wallet.id}
            >
              {/* The monogram and the chevron are drawn by CSS: the link's visible text is then the
                  wallet's name alone, which its spoken name contains (WCAG 2.5.3). */}
              <span
                className={styles.monogram}
                style={{ background: wallet.colour, color: wallet.ink }}
                data-monogram={wallet.monogram}
                aria-hidden="true"
              />
              <span className={styles.name}>{wallet.name}</span>
              <span className={styles.chevron} aria-hidden="true" />
            </a>
          </li>
        ))}
      </ul>
      <div className={styles.other}>
        <h3 className={styles.subtitle}>{t('otherTitle')}</h3>
        <p className={styles.text}>{t('otherText')}</p>
        <Button variant="secondary" onClick={() => void copy()} testId="copy-page-link">
          {t('copy')}
        </Button>
      </div>
    </div>
  );
}
