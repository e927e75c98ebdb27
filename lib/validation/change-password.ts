import {
  validateConfirmation,
  validateLoginPassword,
  validateNewPassword,
  type FieldError,
} from './auth-forms';

export type ChangePasswordFieldError = FieldError | { key: 'passwordUnchanged'; values?: undefined };

export interface ChangePasswordErrors {
  oldPassword: ChangePasswordFieldError | null;
  newPassword: ChangePasswordFieldError | null;
  confirmation: ChangePasswordFieldError | null;
}

export function validateChangePassword(input: {
  oldPassword: string;
  newPassword: string;
  confirmation: string;
}): ChangePasswordErrors {
  const newPassword =
    validateNewPassword(input.newPassword) ??
    (input.newPassword === input.oldPassword ? { key: 'passwordUnchanged' as const } : null);
  return {
    oldPassword: validateLoginPassword(input.oldPassword),
    newPassword,
    confirmation: validateConfirmation(input.newPassword, input.confirmation),
  };
}
