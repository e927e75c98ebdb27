'use client';

import { useTranslations } from 'next-intl';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { LOCALES } from '@/lib/i18n/locales';
import { pendingAttributes } from '@/components/ui/pending-attributes';
import styles from './language-switch.module.css';
import { useLocaleChoice } from './use-locale-choice';

/**
 * The three languages side by side, each named in itself, for the screens a newcomer sees before
 * Settings is within reach (login and register). The choice is the same as Settings' (`localeAtom`,
 * remembered on the device); a language whose words are still coming pulses where it was tapped.
 */
export function LanguageSwitch() {
  const t = useTranslations('settings');
  const { locale, loading, choose } = useLocaleChoice();
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
          onClick={() => choose(code)}
          {...pendingAttributes(hydrated && loading === code)}
        >
          {t(`languages.${code}`)}
        </button>
      ))}
    </div>
  );
}
