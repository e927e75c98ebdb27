'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { changePasswordMutationOptions } from '@/lib/api/endpoints/member-change-password';
import { PASSWORD_MIN_LENGTH } from '@/lib/api/schemas/common';
import { useGuardedSubmit } from '@/lib/hooks/use-guarded-submit';
import { showToast } from '@/lib/toast/toast-store';
import { hasErrors } from '@/lib/validation/auth-forms';
import {
  validateChangePassword,
  type ChangePasswordErrors,
  type ChangePasswordFieldError,
} from '@/lib/validation/change-password';
import { PasswordField } from '@/components/form/password-field';
import { useValidationMessage } from '@/components/form/use-validation-message';
import formStyles from '@/components/form/form.module.css';

const NO_ERRORS: ChangePasswordErrors = { oldPassword: null, newPassword: null, confirmation: null };

/** Old, new, confirmation. On success this session stays and every other one ends (server). */
export function ChangePasswordScreen() {
  const t = useTranslations('changePassword');
  const validationMessage = useValidationMessage();
  const router = useRouter();
  const mutation = useMutation(changePasswordMutationOptions());
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<ChangePasswordErrors>(NO_ERRORS);
  // The server's refusals (wrong password, locked…) are shown by the transport.
  const { busy, onSubmit } = useGuardedSubmit();
  const message = (error: ChangePasswordFieldError | null) =>
    error?.key === 'passwordUnchanged' ? t('unchanged') : validationMessage(error);

  const submit = onSubmit(() => {
    const next = validateChangePassword({ oldPassword, newPassword, confirmation });
    setErrors(next);
    if (hasErrors(next)) return null;
    return async () => {
      await mutation.mutateAsync({ oldPassword, newPassword });
      showToast({ key: 'changePassword.success' });
      router.replace('/pages/user/set');
    };
  });

  return (
    <form className={formStyles.card} onSubmit={submit} noValidate>
      <PasswordField
        label={t('old')}
        name="current-password"
        autoComplete="current-password"
        placeholder={t('oldPlaceholder')}
        value={oldPassword}
        onChange={(event) => setOldPassword(event.target.value)}
        error={message(errors.oldPassword)}
      />
      <PasswordField
        label={t('new')}
        name="new-password"
        autoComplete="new-password"
        placeholder={t('newPlaceholder', { min: PASSWORD_MIN_LENGTH })}
        value={newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
        error={message(errors.newPassword)}
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
    </form>
  );
}
