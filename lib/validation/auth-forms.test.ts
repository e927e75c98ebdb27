import { describe, expect, it } from 'vitest';
import { newPasswordSchema, loginPasswordSchema } from '@/lib/api/schemas/common';
import * as z from '@/lib/api/zod';
import {
  hasErrors,
  validateInviter,
  validateLoginPassword,
  validateNewPassword,
  validateRegister,
} from './auth-forms';
import { validateChangePassword } from './change-password';

const own = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const root = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('auth form validation', () => {
  it('rejects empty and whitespace-only passwords, and too long ones', () => {
    expect(validateLoginPassword('')?.key).toBe('passwordRequired');
    expect(validateLoginPassword('   ')?.key).toBe('passwordRequired');
    expect(validateLoginPassword('x'.repeat(65))?.key).toBe('passwordTooLong');
    expect(validateLoginPassword('correct horse')).toBeNull();
  });

  it('counts password length as a person sees it, in the form and in the shared schema', () => {
    const keys = '\u{1F511}'.repeat(3);
    expect(keys.length).toBe(6);
    expect(validateNewPassword(keys)).toEqual({ key: 'passwordTooShort', values: { min: 6 } });
    expect(
      validateChangePassword({ oldPassword: 'old-one', newPassword: keys, confirmation: keys }).newPassword
        ?.key,
    ).toBe('passwordTooShort');
    expect(newPasswordSchema(z).safeParse(keys).error?.issues[0]?.message).toBe('password_too_short');
    // Six keys are six characters.
    expect(validateNewPassword('\u{1F511}'.repeat(6))).toBeNull();
    expect(newPasswordSchema(z).safeParse('\u{1F511}'.repeat(6)).success).toBe(true);
    // e + combining accent is one character: five of them and one letter are six.
    expect(validateNewPassword('e\u0301'.repeat(5) + 'x')).toBeNull();
    expect(validateNewPassword('e\u0301'.repeat(4) + 'x')?.key).toBe('passwordTooShort');
  });

  it('allows 64 visible characters even when they take more UTF-16 units, and no more', () => {
    const key = '\u{1F511}';
    expect(validateLoginPassword(key.repeat(64))).toBeNull();
    expect(loginPasswordSchema(z).safeParse(key.repeat(64)).success).toBe(true);
    expect(validateLoginPassword(key.repeat(65))?.key).toBe('passwordTooLong');
    expect(loginPasswordSchema(z).safeParse(key.repeat(65)).error?.issues[0]?.message).toBe(
      'password_too_long',
    );
    // One "character" stacked from hundreds of combining marks is refused by the hard cap.
    const stacked = 'a' + '\u0301'.repeat(300);
    expect(validateLoginPassword(stacked)?.key).toBe('passwordTooLong');
    expect(loginPasswordSchema(z).safeParse(stacked).success).toBe(false);
  });

  it.each([
    ['', 'inviterRequired'],
    ['   ', 'inviterRequired'],
    ['0x' + 'a'.repeat(39), 'inviterInvalid'],
    ['0x' + 'a'.repeat(41), 'inviterInvalid'],
    ['0x' + 'g'.repeat(40), 'inviterInvalid'],
    ['0x', 'inviterInvalid'],
    ['vitalik.eth', 'inviterInvalid'],
    [own.toLowerCase(), 'inviterSelf'],
  ])('inviter %j → %s', (inviter, key) => {
    expect(validateInviter(inviter, own)?.key).toBe(key);
  });

  it('trims the inviter', () => {
    expect(validateInviter(`  ${root}  `, own)).toBeNull();
  });

  it('checks the whole register form', () => {
    const errors = validateRegister({
      account: undefined,
      inviter: root,
      password: 'secret1',
      confirmation: 'secret2',
    });
    expect(errors.wallet?.key).toBe('connectWallet');
    expect(errors.confirmation?.key).toBe('passwordMismatch');
    expect(errors.password).toBeNull();
    expect(hasErrors({ ...errors })).toBe(true);
    expect(
      validateRegister({ account: own, inviter: root, password: 'short', confirmation: 'short' }).password
        ?.key,
    ).toBe('passwordTooShort');
    expect(
      hasErrors({
        ...validateRegister({ account: own, inviter: root, password: 'secret1', confirmation: 'secret1' }),
      }),
    ).toBe(false);
  });
});
