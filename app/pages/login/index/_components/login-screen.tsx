'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { loginMutationOptions } from '@/lib/api/endpoints/member-login';
import { useCompleteSignIn } from '@/lib/auth/use-session';
import { useGuardedSubmit } from '@/lib/hooks/use-guarded-submit';
import { validateLoginPassword, type FieldError } from '@/lib/validation/auth-forms';
import { WalletCard } from '@/components/wallet/wallet-card';
import { NoWalletHelp } from '@/components/reach/no-wallet-help';
import { PasswordField } from '@/components/form/password-field';
import { useValidationMessage } from '@/components/form/use-validation-message';
import formStyles from '@/components/form/form.module.css';
import styles from '../../auth.module.css';
import { useWalletConnection } from '@/lib/wallet/wallet-state';

export function LoginScreen() {
  const t = useTranslations('login');
  const message = useValidationMessage();
  const { address } = useWalletConnection();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ wallet: FieldError | null; password: FieldError | null }>({
    wallet: null,
    password: null,
  });
  const login = useMutation(loginMutationOptions());
  const completeSignIn = useCompleteSignIn();
  const { busy, onSubmit } = useGuardedSubmit();

  const submit = onSubmit(() => {
    const next = {
      wallet: address ? null : ({ key: 'connectWallet' } as const),
      password: validateLoginPassword(password),
    };
    setErrors(next);
    if (!address || next.password) return null;
    return async () => {
      const { token } = await login.mutateAsync({ account: address, password });
      await completeSignIn(token, address, 'login.success');
    };
  });

  return (
    <div className={styles.screen}>
      <div className={styles.hero}>
        <h2 className={styles.heading}>{t('heading')}</h2>
        <p className={styles.subheading}>{t('subheading')}</p>
      </div>
      <NoWalletHelp />
      <form className={formStyles.card} onSubmit={submit} noValidate>
        <WalletCard error={message(errors.wallet)} />
        <PasswordField
          label={t('password')}
          name="password"
          autoComplete="current-password"
          placeholder={t('passwordPlaceholder')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={message(errors.password)}
        />
        <button type="submit" className={formStyles.primary} disabled={busy}>
          {busy ? t('submitting') : t('submit')}
        </button>
        <p className={formStyles.note}>
          {t('noAccount')}{' '}
          <Link href="/pages/login/register" prefetch={false}>
            {t('toRegister')}
          </Link>
        </p>
      </form>
    </div>
  );
}
