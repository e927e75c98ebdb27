import { describe, expect, it } from 'vitest';
import { validateChangePassword } from './change-password';

describe('validateChangePassword', () => {
  it('accepts a new, confirmed password', () => {
    expect(
      validateChangePassword({ oldPassword: 'old-pass', newPassword: 'new-pass', confirmation: 'new-pass' }),
    ).toEqual({ oldPassword: null, newPassword: null, confirmation: null });
  });

  it('reports empty, unchanged and mismatched input', () => {
    expect(validateChangePassword({ oldPassword: '', newPassword: '', confirmation: '' })).toEqual({
      oldPassword: { key: 'passwordRequired' },
      newPassword: { key: 'passwordRequired' },
      confirmation: { key: 'confirmRequired' },
    });
    expect(
      validateChangePassword({
        oldPassword: 'same-pass',
        newPassword: 'same-pass',
        confirmation: 'same-pass',
      }).newPassword,
    ).toEqual({ key: 'passwordUnchanged' });
    expect(
      validateChangePassword({ oldPassword: 'old-pass', newPassword: 'new-pass', confirmation: 'new-pas' })
        .confirmation,
    ).toEqual({ key: 'passwordMismatch' });
  });
});
