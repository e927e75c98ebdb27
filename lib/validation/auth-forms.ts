import {
  isPasswordTooLong,
  isPasswordTooShort,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@/lib/api/schemas/common';

/** A message key in messages/*.json `validation.*`, with its values. */
export interface FieldError {
  key:
    | 'connectWallet'
    | 'passwordRequired'
    | 'passwordTooShort'
    | 'passwordTooLong'
    | 'confirmRequired'
    | 'passwordMismatch'
    | 'inviterRequired'
    | 'inviterInvalid'
    | 'inviterSelf';
  values?: Record<string, number>;
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export function validateLoginPassword(password: string): FieldError | null {
  if (password.trim().length === 0) return { key: 'passwordRequired' };
  if (isPasswordTooLong(password)) return { key: 'passwordTooLong', values: { max: PASSWORD_MAX_LENGTH } };
  return null;
}

export function validateNewPassword(password: string): FieldError | null {
  const basic = validateLoginPassword(password);
  if (basic) return basic;
  if (isPasswordTooShort(password)) return { key: 'passwordTooShort', values: { min: PASSWORD_MIN_LENGTH } };
  return null;
}

export function validateConfirmation(password: string, confirmation: string): FieldError | null {
  if (confirmation.length === 0) return { key: 'confirmRequired' };
  if (confirmation !== password) return { key: 'passwordMismatch' };
  return null;
}

/** The inviter is trimmed first; it must be an address and not the user's own. */
export function validateInviter(rawInviter: string, ownAccount: string | undefined): FieldError | null {
  const inviter = rawInviter.trim();
  if (inviter.length === 0) return { key: 'inviterRequired' };
  if (!ADDRESS.test(inviter)) return { key: 'inviterInvalid' };
  if (ownAccount && inviter.toLowerCase() === ownAccount.toLowerCase()) return { key: 'inviterSelf' };
  return null;
}

export interface RegisterErrors {
  wallet: FieldError | null;
  inviter: FieldError | null;
  password: FieldError | null;
  confirmation: FieldError | null;
}

export function validateRegister(input: {
  account: string | undefined;
  inviter: string;
  password: string;
  confirmation: string;
}): RegisterErrors {
  return {
    wallet: input.account ? null : { key: 'connectWallet' },
    inviter: validateInviter(input.inviter, input.account),
    password: validateNewPassword(input.password),
    confirmation: validateConfirmation(input.password, input.confirmation),
  };
}

/** Whether any field of a form's errors (`{ field: error | null }`) holds one. */
export function hasErrors<Field extends string>(errors: Record<Field, unknown>): boolean {
  return Object.values(errors).some((error) => error !== null);
}
