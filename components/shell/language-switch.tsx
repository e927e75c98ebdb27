'use client';

import { useAtom } from 'jotai';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { LOCALES } from '@/lib/i18n/locales';
import { localeAtom } from '@/lib/state/locale';
import styles from './language-switch.module.css';

/**
 * The three languages side by side, each named in itself, for the screens a newcomer sees before
 * Settings is within reach (login and register). The choice is the same as Settings' (`localeAtom`,
 * remembered on the device).
 */
export function LanguageSwitch() {
  const t = useTranslations('settings');
  const [locale, setLocale] = useAtom(localeAtom);
  const hydrated = useHydrated();
  return (
    <div className={styles.switch} role="group" aria-label={t('language')}>
      {LOCALES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          className={styles.option}
          aria-pressed={hydrated && locale === code}
          onClick={() => setLocale(code)}
        >
          {t(`languages.${code}`)}
        </button>
      ))}
    </div>
  );
}
