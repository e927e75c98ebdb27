import { describe, expect, it } from 'vitest';
import { hasErrors, validateInviter, validateLoginPassword, validateRegister } from './auth-forms';

const own = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const root = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('auth form validation', () => {
  it('rejects empty and whitespace-only passwords, and too long ones', () => {
    expect(validateLoginPassword('')?.key).toBe('passwordRequired');
    expect(validateLoginPassword('   ')?.key).toBe('passwordRequired');
    expect(validateLoginPassword('x'.repeat(65))?.key).toBe('passwordTooLong');
    expect(validateLoginPassword('correct horse')).toBeNull();
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
