'use client';

import { useRef, useState, type SyntheticEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { changePasswordMutationOptions } from '@/lib/api/endpoints/member-change-password';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/api/schemas/common';
import { showToast } from '@/lib/toast/toast-store';
import {
  validateChangePassword,
  type ChangePasswordErrors,
  type ChangePasswordFieldError,
} from '@/lib/validation/change-password';
import { TextField } from '@/components/form/text-field';
import formStyles from '@/components/form/form.module.css';

const NO_ERRORS: ChangePasswordErrors = { oldPassword: null, newPassword: null, confirmation: null };

/** Old, new, confirmation. On success this session stays and every other one ends (server). */
export function ChangePasswordScreen() {
  const t = useTranslations('changePassword');
  const tv = useTranslations('validation');
  const router = useRouter();
  const mutation = useMutation(changePasswordMutationOptions());
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<ChangePasswordErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const submitting = useRef(false);
  const message = (error: ChangePasswordFieldError | null) => {
    if (!error) return null;
    return error.key === 'passwordUnchanged' ? t('unchanged') : tv(error.key, error.values);
  };

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current) return;
    const next = validateChangePassword({ oldPassword, newPassword, confirmation });
    setErrors(next);
    if (next.oldPassword || next.newPassword || next.confirmation) return;
    submitting.current = true;
    setBusy(true);
    try {
      await mutation.mutateAsync({ oldPassword, newPassword });
      showToast({ key: 'changePassword.success' });
      router.replace('/pages/user/set');
    } catch {
      // The transport already showed the server's message (wrong password, locked…).
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  };

  return (
    <form className={formStyles.card} onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextField
        label={t('old')}
        type="password"
        name="current-password"
        autoComplete="current-password"
        placeholder={t('oldPlaceholder')}
        maxLength={PASSWORD_MAX_LENGTH + 1}
        value={oldPassword}
        onChange={(event) => setOldPassword(event.target.value)}
        error={message(errors.oldPassword)}
      />
      <TextField
        label={t('new')}
        type="password"
        name="new-password"
        autoComplete="new-password"
        placeholder={t('newPlaceholder', { min: PASSWORD_MIN_LENGTH })}
        maxLength={PASSWORD_MAX_LENGTH + 1}
        value={newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
        error={message(errors.newPassword)}
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
    </form>
  );
}
