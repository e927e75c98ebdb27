// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { loginPauseOf, rememberLoginPause } from './login-pause';

const ACCOUNT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

beforeEach(() => sessionStorage.clear());

describe('a login pause kept for the tab', () => {
  it('is found again after a reload, for the paused account only, until it ends', () => {
    rememberLoginPause(ACCOUNT, 10_000);
    expect(loginPauseOf(ACCOUNT.toLowerCase(), 5_000)).toBe(10_000);
    expect(loginPauseOf('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 5_000)).toBeNull();
    expect(loginPauseOf(undefined, 5_000)).toBeNull();
    expect(loginPauseOf(ACCOUNT, 10_000)).toBeNull();
  });

  it('reads damaged storage as no pause', () => {
    for (const damaged of ['x', '42', '[]', '{"account":1,"until":"x"}']) {
      sessionStorage.setItem('btcw.loginPause', damaged);
      expect(loginPauseOf(ACCOUNT, 0)).toBeNull();
    }
  });
});
