import { expect, it } from 'vitest';
import { DEMO_MEMBER } from '../seed-accounts';
import { sharedTestApp } from '../test-support/shared-test-app';
import { startTestApp } from '../test-support/test-app';

const app = sharedTestApp({ serverTiming: true }, { reset: false });

it('answers each API request with its database time when SERVER_TIMING is on', async () => {
  const login = await app.post('member/login', {
    account: DEMO_MEMBER.address,
    password: DEMO_MEMBER.password,
  });
  const { token } = login.envelope.result as { token: string };
  const info = await app.post('member/userInfo', {}, { token });
  expect(info.envelope.code).toBe(200);
  // The session lookup and the member's row at least: some time, not none.
  expect(info.headers.get('server-timing')).toMatch(/^db;dur=\d+\.\d\d$/);
  expect(Number(info.headers.get('server-timing')?.slice('db;dur='.length))).toBeGreaterThan(0);
});

it('sends no Server-Timing by default', async () => {
  const plain = await startTestApp();
  try {
    expect((await plain.post('home/parameters')).headers.get('server-timing')).toBeNull();
  } finally {
    await plain.close();
  }
}, 60_000);
