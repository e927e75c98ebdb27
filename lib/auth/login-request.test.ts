import { describe, expect, it } from 'vitest';
import { composeLoginRequest } from './login-request';

const ACCOUNT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const SIGNATURE = `0x${'ab'.repeat(65)}` as const;

describe('composeLoginRequest', () => {
  it('is the account and password alone when there is nothing to prove', () => {
    expect(composeLoginRequest({ account: ACCOUNT, password: 'demo-password' })).toStrictEqual({
      account: ACCOUNT,
      password: 'demo-password',
    });
    expect(
      composeLoginRequest({ account: ACCOUNT, password: 'demo-password', deviceToken: '', proof: undefined }),
    ).toStrictEqual({ account: ACCOUNT, password: 'demo-password' });
  });

  it('carries the device token this platform gave for the account', () => {
    expect(
      composeLoginRequest({ account: ACCOUNT, password: 'pw-123456', deviceToken: 'dev' }),
    ).toStrictEqual({
      account: ACCOUNT,
      password: 'pw-123456',
      deviceToken: 'dev',
    });
  });

  it('carries the wallet’s proof, with the password still', () => {
    expect(
      composeLoginRequest({
        account: ACCOUNT,
        password: 'pw-123456',
        deviceToken: 'dev',
        proof: { nonce: 'n-1', signature: SIGNATURE },
      }),
    ).toStrictEqual({
      account: ACCOUNT,
      password: 'pw-123456',
      deviceToken: 'dev',
      nonce: 'n-1',
      signature: SIGNATURE,
    });
  });
});
