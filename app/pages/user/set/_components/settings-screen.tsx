'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { userInfoQueryOptions, type UserInfo } from '@/lib/api/endpoints/member-user-info';
import { useSession } from '@/lib/auth/use-session';
import { LogoutButton } from '@/components/session/logout-button';
import { BindInviterForm } from './bind-inviter-form';
import { MenuInfoRow, MenuRows } from '../../_components/menu-rows';
import { InstallAppEntry } from '@/components/reach/install-app-entry';
import { useLocaleChoice } from '@/components/shell/use-locale-choice';
import { pendingAttributes } from '@/components/ui/pending-attributes';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { LOCALES, isLocale } from '@/lib/i18n/locales';
import styles from './settings-screen.module.css';

export const APP_VERSION = '1.0.0';
export const APP_VERSION_CODE = 100;

/** No inviter yet, and not the root member (the top of the community has none by design). */
function canBindInviter({ inviter, canBindInviter }: UserInfo): boolean {
  return inviter === null && canBindInviter !== false;
}

export function SettingsScreen() {
  const t = useTranslations('settings');
  const { locale, loading, choose } = useLocaleChoice();
  const hydrated = useHydrated();
  const { token, account } = useSession();
  const userInfo = useQuery(userInfoQueryOptions(account ?? undefined, token));
  return (
    <div className={styles.screen}>
      {hydrated && userInfo.data && canBindInviter(userInfo.data) && (
        <BindInviterForm account={userInfo.data.account} />
      )}
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('language')}</legend>
        {LOCALES.map((code) => (
          <label
            key={code}
            className={styles.option}
            lang={code}
            // The chosen language pulses until its words have come and the screen changes to it.
            {...pendingAttributes(hydrated && loading === code)}
          >
            <span>{t(`languages.${code}`)}</span>
            <input
              type="radio"
              name="locale"
              value={code}
              checked={hydrated && locale === code}
              onChange={(event) => {
                if (isLocale(event.target.value)) choose(event.target.value);
              }}
            />
          </label>
        ))}
      </fieldset>
      <MenuRows
        rows={[
          { href: '/pages/user/changePassword', label: t('changePassword') },
          { href: '/pages/user/aboutUs', label: t('aboutUs') },
          { href: '/pages/user/privacyPolicy', label: t('privacyPolicy') },
        ]}
      >
        <MenuInfoRow
          label={t('version')}
          value={t('versionValue', { version: APP_VERSION, code: APP_VERSION_CODE })}
        />
      </MenuRows>
      <InstallAppEntry />
      <LogoutButton />
    </div>
  );
}
