'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useLogout } from '@/lib/auth/use-session';
import { ConfirmDialog } from '@/components/shell/confirm-dialog';
import styles from './logout-button.module.css';

/** "Log out" with its confirmation (Mine and Settings). Always rendered: both pages need a session. */
export function LogoutButton() {
  const t = useTranslations('mine');
  const logout = useLogout();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.logout}
        onClick={() => setConfirming(true)}
        data-testid="logout"
      >
        {t('logout')}
      </button>
      <ConfirmDialog
        open={confirming}
        message={t('logoutConfirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          logout('user');
        }}
      />
    </>
  );
}
