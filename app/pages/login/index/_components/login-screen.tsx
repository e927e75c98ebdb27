'use client';

import Link from 'next/link';
import { useRef, useState, type SyntheticEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { loginMutationOptions } from '@/lib/api/endpoints/member-login';
import { useCompleteSignIn } from '@/lib/auth/use-session';
import { validateLoginPassword, type FieldError } from '@/lib/validation/auth-forms';
import { PASSWORD_MAX_LENGTH } from '@/lib/api/schemas/common';
import { WalletCard } from '@/components/wallet/wallet-card';
import { TextField } from '@/components/form/text-field';
import formStyles from '@/components/form/form.module.css';
import styles from '../../auth.module.css';
import { useWalletConnection } from '@/lib/wallet/wallet-state';

export function LoginScreen() {
  const t = useTranslations('login');
  const tv = useTranslations('validation');
  const { address } = useWalletConnection();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ wallet: FieldError | null; password: FieldError | null }>({
    wallet: null,
    password: null,
  });
  const login = useMutation(loginMutationOptions());
  const completeSignIn = useCompleteSignIn();
  const [busy, setBusy] = useState(false);
  const submitting = useRef(false);

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current) return;
    const next = {
      wallet: address ? null : ({ key: 'connectWallet' } as const),
      password: validateLoginPassword(password),
    };
    setErrors(next);
    if (!address || next.password) return;
    submitting.current = true;
    setBusy(true);
    try {
      const { token } = await login.mutateAsync({ account: address, password });
      await completeSignIn(token, address, 'login.success');
    } catch {
      // The transport already showed the server's message.
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  };

  return (
    <div className={styles.screen}>
      <div className={styles.hero}>
        <h2 className={styles.heading}>{t('heading')}</h2>
        <p className={styles.subheading}>{t('subheading')}</p>
      </div>
      <form className={formStyles.card} onSubmit={(event) => void onSubmit(event)} noValidate>
        <WalletCard error={errors.wallet ? tv(errors.wallet.key) : null} />
        <TextField
          label={t('password')}
          type="password"
          name="password"
          autoComplete="current-password"
          placeholder={t('passwordPlaceholder')}
          maxLength={PASSWORD_MAX_LENGTH + 1}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password ? tv(errors.password.key, errors.password.values) : null}
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
