'use client';

import Link from 'next/link';
import { useRef, useState, type SyntheticEvent } from 'react';
import { useSearchParams } from 'next/navigation';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { registerMutationOptions } from '@/lib/api/endpoints/member-regist';
import { useCompleteSignIn } from '@/lib/auth/use-session';
import {
  hasErrors,
  validateRegister,
  type FieldError,
  type RegisterErrors,
} from '@/lib/validation/auth-forms';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/api/schemas/common';
import { WalletCard } from '@/components/wallet/wallet-card';
import { TextField } from '@/components/form/text-field';
import formStyles from '@/components/form/form.module.css';
import styles from '../../auth.module.css';
import { useWalletConnection } from '@/lib/wallet/wallet-state';

const NO_ERRORS: RegisterErrors = { wallet: null, inviter: null, password: null, confirmation: null };

export function RegisterScreen() {
  const t = useTranslations('register');
  const tv = useTranslations('validation');
  const searchParams = useSearchParams();
  const { address } = useWalletConnection();
  const [inviter, setInviter] = useState(() => searchParams.get('c')?.trim() ?? '');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<RegisterErrors>(NO_ERRORS);
  const register = useMutation(registerMutationOptions());
  const completeSignIn = useCompleteSignIn();
  const [busy, setBusy] = useState(false);
  const submitting = useRef(false);
  const message = (error: FieldError | null) => (error ? tv(error.key, error.values) : null);

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current) return;
    const next = validateRegister({ account: address, inviter, password, confirmation });
    setErrors(next);
    if (hasErrors({ ...next }) || !address) return;
    submitting.current = true;
    setBusy(true);
    try {
      const { token } = await register.mutateAsync({ account: address, password, inviter: inviter.trim() });
      await completeSignIn(token, address, 'register.success');
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
      </div>
      <form className={formStyles.card} onSubmit={(event) => void onSubmit(event)} noValidate>
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
        <TextField
          label={t('password')}
          type="password"
          name="new-password"
          autoComplete="new-password"
          placeholder={t('passwordPlaceholder', { min: PASSWORD_MIN_LENGTH })}
          maxLength={PASSWORD_MAX_LENGTH + 1}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={message(errors.password)}
        />
        <TextField
          label={t('confirm')}
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          placeholder={t('confirmPlaceholder')}
          maxLength={PASSWORD_MAX_LENGTH + 1}
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
