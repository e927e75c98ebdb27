'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { registerMutationOptions } from '@/lib/api/endpoints/member-regist';
import { useCompleteSignIn } from '@/lib/auth/use-session';
import { useGuardedSubmit } from '@/lib/hooks/use-guarded-submit';
import { hasErrors, validateRegister, type RegisterErrors } from '@/lib/validation/auth-forms';
import { PASSWORD_MIN_LENGTH } from '@/lib/api/schemas/common';
import { WalletCard } from '@/components/wallet/wallet-card';
import { NoWalletHelp } from '@/components/reach/no-wallet-help';
import { PasswordField } from '@/components/form/password-field';
import { TextField } from '@/components/form/text-field';
import { useValidationMessage } from '@/components/form/use-validation-message';
import formStyles from '@/components/form/form.module.css';
import styles from '../../auth.module.css';
import { useWalletConnection } from '@/lib/wallet/wallet-state';

const NO_ERRORS: RegisterErrors = { wallet: null, inviter: null, password: null, confirmation: null };

export function RegisterScreen() {
  const t = useTranslations('register');
  const message = useValidationMessage();
  const searchParams = useSearchParams();
  const { address } = useWalletConnection();
  const [inviter, setInviter] = useState(() => searchParams.get('c')?.trim() ?? '');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<RegisterErrors>(NO_ERRORS);
  const register = useMutation(registerMutationOptions());
  const completeSignIn = useCompleteSignIn();
  const { busy, onSubmit } = useGuardedSubmit();

  const submit = onSubmit(() => {
    const next = validateRegister({ account: address, inviter, password, confirmation });
    setErrors(next);
    if (hasErrors(next) || !address) return null;
    return async () => {
      const { token } = await register.mutateAsync({ account: address, password, inviter: inviter.trim() });
      await completeSignIn(token, address, 'register.success');
    };
  });

  return (
    <div className={styles.screen}>
      <div className={styles.hero}>
        <h2 className={styles.heading}>{t('heading')}</h2>
      </div>
      <NoWalletHelp />
      <form className={formStyles.card} onSubmit={submit} noValidate>
        <WalletCard error={message(errors.wallet)} />
        <TextField
          label={t('inviter')}
          name="inviter"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={t('inviterPlaceholder')}
          value={inviter}
          onChange={(event) => setInviter(event.target.value)}
          error={message(errors.inviter)}
        />
        <PasswordField
          label={t('password')}
          name="new-password"
          autoComplete="new-password"
          placeholder={t('passwordPlaceholder', { min: PASSWORD_MIN_LENGTH })}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={message(errors.password)}
        />
        <PasswordField
          label={t('confirm')}
          name="confirm-password"
          autoComplete="new-password"
          placeholder={t('confirmPlaceholder')}
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          error={message(errors.confirmation)}
        />
        <button type="submit" className={formStyles.primary} disabled={busy}>
          {busy ? t('submitting') : t('submit')}
        </button>
        <p className={formStyles.note}>
          {t('haveAccount')}{' '}
          <Link href="/" prefetch={false}>
            {t('toLogin')}
          </Link>
        </p>
      </form>
    </div>
  );
}
