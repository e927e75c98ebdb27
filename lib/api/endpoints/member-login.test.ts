// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deviceTokensAtom } from '@/lib/state/device-tokens';
import { appStore } from '@/lib/state/store';
import { loginMutationOptions, type LoginAttempt } from './member-login';
import { registerMutationOptions, type RegisterInput } from './member-regist';

const ACCOUNT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SIGNATURE = `0x${'1b'.repeat(65)}` as const;

type FetchFn = (input: string, init: RequestInit) => Promise<Response>;

/** fetch answering each call with the next of `results` as a success envelope; records the bodies. */
function platformAnswering(...results: unknown[]): { bodies: () => unknown[] } {
  const mock = vi.fn<FetchFn>(() =>
    Promise.resolve(new Response(JSON.stringify({ code: 200, msg: 'Success', result: results.shift() }))),
  );
  vi.stubGlobal('fetch', mock);
  return {
    bodies: () => mock.mock.calls.map(([, init]) => JSON.parse(init.body as string) as unknown),
  };
}

async function logIn(attempt: LoginAttempt) {
  const { mutationFn } = loginMutationOptions();
  if (!mutationFn) throw new Error('no mutationFn');
  return mutationFn(attempt, undefined as never);
}

async function register(input: RegisterInput) {
  const { mutationFn } = registerMutationOptions();
  if (!mutationFn) throw new Error('no mutationFn');
  return mutationFn(input, undefined as never);
}

beforeEach(() => {
  localStorage.clear();
  appStore.set(deviceTokensAtom, {});
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a login’s request', () => {
  it('sends no device token until the platform gave one, then that one, replaced by each new one', async () => {
    const platform = platformAnswering(
      { token: 's1', deviceToken: 'device-1' },
      { token: 's2', deviceToken: 'device-2' },
      { token: 's3' },
      { token: 's4' },
    );
    await logIn({ account: ACCOUNT, password: 'demo-password' });
    await logIn({ account: ACCOUNT, password: 'demo-password' });
    await logIn({ account: ACCOUNT.toLowerCase() as `0x${string}`, password: 'demo-password' });
    // Another account on this device gets none of it.
    await logIn({ account: OTHER, password: 'root-password' });
    expect(platform.bodies()).toEqual([
      { account: ACCOUNT, password: 'demo-password' },
      { account: ACCOUNT, password: 'demo-password', deviceToken: 'device-1' },
      { account: ACCOUNT.toLowerCase(), password: 'demo-password', deviceToken: 'device-2' },
      { account: OTHER, password: 'root-password' },
    ]);
  });

  it('carries the wallet’s proof with the password and the device token', async () => {
    const platform = platformAnswering({ token: 's1', deviceToken: 'device-1' }, { token: 's2' });
    await logIn({ account: ACCOUNT, password: 'demo-password' });
    await logIn({
      account: ACCOUNT,
      password: 'demo-password',
      proof: { nonce: 'n-1', signature: SIGNATURE },
    });
    expect(platform.bodies()[1]).toEqual({
      account: ACCOUNT,
      password: 'demo-password',
      deviceToken: 'device-1',
      nonce: 'n-1',
      signature: SIGNATURE,
    });
  });

  it('sends the token a registration answered with the new member’s first login', async () => {
    const platform = platformAnswering({ token: 's1', deviceToken: 'from-registration' }, { token: 's2' });
    await register({ account: ACCOUNT, password: 'new-password', inviter: OTHER });
    await logIn({ account: ACCOUNT, password: 'new-password' });
    expect(platform.bodies()[1]).toEqual({
      account: ACCOUNT,
      password: 'new-password',
      deviceToken: 'from-registration',
    });
  });
});
