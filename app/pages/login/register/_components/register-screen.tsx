'use client';

import { useQueryParam } from '@/lib/routes/use-route';
import Link from 'next/link';
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { registerMutationOptions } from '@/lib/api/endpoints/member-regist';
import { useCompleteSignIn } from '@/lib/auth/use-session';
import { useGuardedSubmit } from '@/lib/hooks/use-guarded-submit';
import { useLazyPart } from '@/lib/hooks/use-lazy-part';
import { deviceTokensPart } from '@/lib/state/device-tokens-part';
import {
  hasErrors,
  validateInviter,
  validateRegister,
  type RegisterErrors,
} from '@/lib/validation/auth-forms';
import { maskAddress } from '@/lib/format/mask-address';
import { PASSWORD_MIN_LENGTH } from '@/lib/api/schemas/common';
import { WalletCard } from '@/components/wallet/wallet-card';
import { PasswordField } from '@/components/form/password-field';
import { TextField } from '@/components/form/text-field';
import { useRefusal } from '@/components/form/use-refusal';
import { useValidationMessage } from '@/components/form/use-validation-message';
import { LanguageSwitch } from '@/components/shell/language-switch';
import { Button } from '@/components/ui/button';
import { FormBanner } from '@/components/ui/form-banner';
import formStyles from '@/components/form/form.module.css';
import styles from '../../auth.module.css';
import { useWalletConnection } from '@/lib/wallet/wallet-state';
import { SlowCheckNote } from '@/components/form/slow-check-note';
import buttonStyles from '@/components/ui/button.module.css';

const NO_ERRORS: RegisterErrors = { wallet: null, inviter: null, password: null, confirmation: null };

/** Server refusals shown at the field they concern; anything else in the form's banner. */
const REFUSAL_FIELDS = {
  inviterRequired: 'inviter',
  invalidInviterAddress: 'inviter',
  inviterNotFound: 'inviter',
  inviterSelf: 'inviter',
  alreadyRegistered: 'wallet',
  walletRequired: 'wallet',
  invalidAddress: 'wallet',
  passwordRequired: 'password',
  passwordBlank: 'password',
  passwordTooShort: 'password',
  passwordTooLong: 'password',
} as const;

export function RegisterScreen() {
  const inviterParam = useQueryParam('c');
  const t = useTranslations('register');
  const message = useValidationMessage();
  const { address } = useWalletConnection();
  const [inviter, setInviter] = useState(() => inviterParam?.trim() ?? '');
  // The inviter came whole from an invitation link: shown as who invited, editable on request.
  const fromLink = inviterParam !== null && validateInviter(inviterParam, undefined) === null;
  const [editingInviter, setEditingInviter] = useState(false);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<RegisterErrors>(NO_ERRORS);
  const refusal = useRefusal<'inviter' | 'wallet' | 'password' | 'confirmation'>(REFUSAL_FIELDS);
  const { clear } = refusal;
  // The wallet sent with the last submit: a refusal of it ("already registered") stands until the
  // wallet offers another account.
  const [sentFrom, setSentFrom] = useState<string | undefined>(undefined);
  // Set when the platform was busy and the transport sends the registration again by itself: the
  // form says it is still trying (Register stays busy meanwhile), until the next submit.
  const [stillTrying, setStillTrying] = useState(false);
  const register = useMutation(registerMutationOptions({ onBusyRetry: () => setStillTrying(true) }));
  // The store for the device token the registration answers, fetched once the browser is idle.
  useLazyPart(deviceTokensPart, false);
  const completeSignIn = useCompleteSignIn();
  const { busy, onSubmit } = useGuardedSubmit({ onError: refusal.capture });

  const submit = onSubmit(() => {
    const next = validateRegister({ account: address, inviter, password, confirmation });
    setErrors(next);
    if (hasErrors(next) || !address) return null;
    setSentFrom(address);
    return async () => {
      setStillTrying(false);
      const { token } = await register.mutateAsync({ account: address, password, inviter: inviter.trim() });
      await completeSignIn(token, address, 'register.success');
    };
  });

  const walletRefusal = sentFrom === address ? refusal.at('wallet') : null;
  const inviterError = refusal.at('inviter') ?? message(errors.inviter);

  return (
    <div className={styles.screen}>
      <LanguageSwitch />
      <div className={styles.hero}>
        <h2 className={styles.heading}>{t('heading')}</h2>
      </div>
      <form className={formStyles.card} onSubmit={submit} noValidate>
        <WalletCard error={walletRefusal ?? message(errors.wallet)} />
        {fromLink && !editingInviter && !inviterError ? (
          // An invitation link: who invited, said plainly (the whole address would show cut off in
          // a field), with a way to name another inviter.
          <div className={formStyles.field}>
            <span className={formStyles.label}>{t('inviter')}</span>
            <p className={styles.invitedBy} data-testid="register-invited-by" title={inviter}>
              {t('invitedBy', { address: maskAddress(inviter) })}
            </p>
            <button type="button" className={styles.changeInviter} onClick={() => setEditingInviter(true)}>
              {t('changeInviter')}
            </button>
          </div>
        ) : (
          <TextField
            label={t('inviter')}
            name="inviter"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder={t('inviterPlaceholder')}
            value={inviter}
            onChange={(event) => {
              setInviter(event.target.value);
              setErrors((current) => ({ ...current, inviter: null }));
              clear('inviter');
            }}
            error={inviterError}
            testId="register-inviter"
          />
        )}
        <PasswordField
          label={t('password')}
          name="new-password"
          autoComplete="new-password"
          placeholder={t('passwordPlaceholder', { min: PASSWORD_MIN_LENGTH })}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors((current) => ({ ...current, password: null }));
            clear('password');
          }}
          error={refusal.at('password') ?? message(errors.password)}
        />
        <PasswordField
          label={t('confirm')}
          name="confirm-password"
          autoComplete="new-password"
          placeholder={t('confirmPlaceholder')}
          value={confirmation}
          onChange={(event) => {
            setConfirmation(event.target.value);
            setErrors((current) => ({ ...current, confirmation: null }));
            clear('confirmation');
          }}
          error={message(errors.confirmation)}
        />
        {refusal.banner && <FormBanner message={refusal.banner} onDismiss={() => clear()} />}
        <Button type="submit" needsNetwork disabled={busy}>
          {busy ? t('submitting') : t('submit')}
        </Button>
        {busy && stillTrying ? (
          <p className={formStyles.note} role="status" data-testid="register-still-trying">
            {t('stillTrying')}
          </p>
        ) : (
          <SlowCheckNote busy={busy} testId="register-slow-check" />
        )}
      </form>
      <div className={styles.switch}>
        <p className={formStyles.note}>{t('haveAccount')}</p>
        <Link href="/" prefetch={false} className={buttonStyles.secondary}>
          {t('toLogin')}
        </Link>
      </div>
    </div>
  );
}
