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
import { useRefusal } from '@/components/form/use-refusal';
import { useValidationMessage } from '@/components/form/use-validation-message';
import { Button } from '@/components/ui/button';
import { FormBanner } from '@/components/ui/form-banner';
import formStyles from '@/components/form/form.module.css';
import { SlowCheckNote } from '@/components/form/slow-check-note';

const NO_ERRORS: ChangePasswordErrors = { oldPassword: null, newPassword: null, confirmation: null };

type Field = keyof ChangePasswordErrors;

/** Server refusals at their field; a locked re-check or too many tries in the form's banner. */
const REFUSAL_FIELDS: Partial<Record<string, Field>> = {
  wrongOldPassword: 'oldPassword',
  passwordUnchanged: 'newPassword',
  newPasswordRequired: 'newPassword',
  passwordTooShort: 'newPassword',
};

/** Old, new, confirmation. On success this session stays and every other one ends (server). */
export function ChangePasswordScreen() {
  const t = useTranslations('changePassword');
  const validationMessage = useValidationMessage();
  const router = useRouter();
  const mutation = useMutation(changePasswordMutationOptions());
  const [values, setValues] = useState<Record<Field, string>>({
    oldPassword: '',
    newPassword: '',
    confirmation: '',
  });
  const [errors, setErrors] = useState<ChangePasswordErrors>(NO_ERRORS);
  const refusal = useRefusal<Field>(REFUSAL_FIELDS);
  const { clear } = refusal;
  const { busy, onSubmit } = useGuardedSubmit({ onError: refusal.capture });
  const message = (field: Field) => {
    const error: ChangePasswordFieldError | null = errors[field];
    const invalid = error?.key === 'passwordUnchanged' ? t('unchanged') : validationMessage(error);
    return refusal.at(field) ?? invalid;
  };
  const edit = (field: Field) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    // A field's message is about what it held: it goes once the field changes.
    setErrors((current) => ({ ...current, [field]: null }));
    clear(field);
  };

  const submit = onSubmit(() => {
    const next = validateChangePassword(values);
    setErrors(next);
    if (hasErrors(next)) return null;
    const { oldPassword, newPassword } = values;
    return async () => {
      await mutation.mutateAsync({ oldPassword, newPassword });
      showToast({ text: t('success') });
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
        value={values.oldPassword}
        onChange={edit('oldPassword')}
        error={message('oldPassword')}
        testId="old-password"
      />
      <PasswordField
        label={t('new')}
        name="new-password"
        autoComplete="new-password"
        placeholder={t('newPlaceholder', { min: PASSWORD_MIN_LENGTH })}
        value={values.newPassword}
        onChange={edit('newPassword')}
        error={message('newPassword')}
      />
      <PasswordField
        label={t('confirm')}
        name="confirm-password"
        autoComplete="new-password"
        placeholder={t('confirmPlaceholder')}
        value={values.confirmation}
        onChange={edit('confirmation')}
        error={message('confirmation')}
      />
      {refusal.banner && <FormBanner message={refusal.banner} onDismiss={() => clear()} />}
      <Button type="submit" needsNetwork disabled={busy}>
        {busy ? t('submitting') : t('submit')}
      </Button>
      <SlowCheckNote busy={busy} testId="change-password-slow-check" />
    </form>
  );
}
