import { beforeEach, describe, expect, it } from 'vitest';
import { homeNotice } from '@/lib/api/endpoints/home-notice';
import * as z from '@/lib/api/zod';
import { memberUserInfo } from '@/lib/api/endpoints/member-user-info';
import { insertNotice, setNoticePublished } from '../content/content';
import type { Db } from '../db/db';
import { createReadCache, invalidate } from '../db/read-cache';
import { ANVIL_COMMUNITY_ACCOUNTS, DEMO_MEMBER, ROOT_MEMBER } from '../seed-accounts';
import { memberToken, resultOf, sharedTestApp } from '../test-support/shared-test-app';

// The server's database records every query it runs outside transactions, and can pass for
// PostgreSQL (where nothing may be cached: other processes write too).
const queries: string[] = [];
let kind: Db['kind'] = 'pglite';
const recording = (db: Db): Db => ({
  ...db,
  get kind() {
    return kind;
  },
  query: (sql, params) => {
    queries.push(sql);
    return db.query(sql, params);
  },
});
const ran = (fragment: string) => queries.filter((sql) => sql.includes(fragment)).length;

const app = sharedTestApp({ testMode: true, serverDb: recording });
beforeEach(() => {
  kind = 'pglite';
  queries.length = 0;
});

const tokenOf = (account: string, password?: string) => memberToken(app, account, password);

const userInfoCode = async (token: string) =>
  (await app.post('member/userInfo', {}, { token })).envelope.code;

describe('session cache (embedded database)', () => {
  it('looks a token up once, then answers from memory', async () => {
    const token = await tokenOf(DEMO_MEMBER.address);
    for (let i = 0; i < 3; i++) expect(await userInfoCode(token)).toBe(200);
    expect(ran('FROM sessions')).toBe(1);
  });

  it('asks the database on every request on PostgreSQL', async () => {
    kind = 'postgres';
    const token = await tokenOf(DEMO_MEMBER.address);
    for (let i = 0; i < 3; i++) expect(await userInfoCode(token)).toBe(200);
    expect(ran('FROM sessions')).toBe(3);
  });

  it('refuses a cached token as soon as it is logged out, and keeps the others', async () => {
    const first = await tokenOf(DEMO_MEMBER.address);
    const second = await tokenOf(DEMO_MEMBER.address);
    expect(await userInfoCode(first)).toBe(200);
    expect(await userInfoCode(second)).toBe(200);
    expect((await app.post('member/logout', {}, { token: first })).envelope.code).toBe(200);
    expect(await userInfoCode(first)).toBe(401);
    expect(await userInfoCode(second)).toBe(200);
  });

  it('refuses the other cached sessions as soon as the password changes', async () => {
    const other = await tokenOf(DEMO_MEMBER.address);
    const token = await tokenOf(DEMO_MEMBER.address);
    expect(await userInfoCode(other)).toBe(200);
    expect(await userInfoCode(token)).toBe(200);
    const changed = await app.post(
      'member/changePassword',
      { oldPassword: DEMO_MEMBER.password, newPassword: 'brand-new-pass' },
      { token },
    );
    expect(changed.envelope.code).toBe(200);
    expect(await userInfoCode(other)).toBe(401);
    expect(await userInfoCode(token)).toBe(200);
  });

  it('forgets every session when test mode resets the database', async () => {
    const token = await tokenOf(DEMO_MEMBER.address);
    expect(await userInfoCode(token)).toBe(200);
    expect((await fetch(`${app.url}/__test__/reset`, { method: 'POST' })).status).toBe(200);
    expect(await userInfoCode(token)).toBe(401);
  });

  it('expires a cached session after 30 days', async () => {
    const token = await tokenOf(DEMO_MEMBER.address);
    expect(await userInfoCode(token)).toBe(200);
    app.clock.advance(30 * 24 * 3600_000 - 1000);
    expect(await userInfoCode(token)).toBe(200);
    app.clock.advance(2000);
    expect(await userInfoCode(token)).toBe(401);
  });

  it('shows an inviter bound after the session was cached', async () => {
    const token = await tokenOf(ANVIL_COMMUNITY_ACCOUNTS[3]);
    const before = await app.post('member/userInfo', {}, { token });
    expect(memberUserInfo.response(z).parse(before.envelope.result).inviter).toBeNull();
    const bound = await app.post('member/bindInviter', { inviter: ROOT_MEMBER.address }, { token });
    expect(bound.envelope.code).toBe(200);
    const after = await app.post('member/userInfo', {}, { token });
    expect(memberUserInfo.response(z).parse(after.envelope.result).inviter).toBe(ROOT_MEMBER.address);
  });
});

describe('notice cache (embedded database)', () => {
  const firstPage = async () => await resultOf(app, homeNotice, { page: 1, pageSize: 10 });

  it('serves a page from memory until the notices change', async () => {
    const seeded = await firstPage();
    expect(await firstPage()).toEqual(seeded);
    const listQueries = ran('FROM notices');
    expect(listQueries).toBeGreaterThan(0);
    expect(await firstPage()).toEqual(seeded);
    expect(ran('FROM notices')).toBe(listQueries);

    const id = await insertNotice(app.db, {
      kind: 'notice',
      texts: { en: { title: 'Maintenance tonight', summary: null, contentHtml: '<p>x</p>' } },
      createdAt: app.clock.now(),
    });
    const added = await firstPage();
    expect(added.total).toBe(seeded.total + 1);
    expect(added.list[0]).toMatchObject({ id, title: 'Maintenance tonight' });

    await setNoticePublished(app.db, id, false);
    expect(await firstPage()).toEqual(seeded);
  });

  it('is not used on PostgreSQL', async () => {
    kind = 'postgres';
    await firstPage();
    const perPage = ran('FROM notices');
    await firstPage();
    expect(ran('FROM notices')).toBe(2 * perPage);
  });
});

describe('createReadCache', () => {
  it('does not keep a value read while its topic was written', async () => {
    const cache = createReadCache<number>('sessions', { maxEntries: 10 });
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    // The write lands while the read is in flight: the value read is answered but not kept.
    const overlapping = () => {
      const value = ++loads;
      invalidate('sessions');
      return Promise.resolve(value);
    };
    expect(await cache.read(app.db, 'k', overlapping)).toBe(1);
    expect(await cache.read(app.db, 'k', load)).toBe(2);
    expect(await cache.read(app.db, 'k', load)).toBe(2);
    invalidate('sessions');
    expect(await cache.read(app.db, 'k', load)).toBe(3);
  });

  it('keeps at most maxEntries per database', async () => {
    const cache = createReadCache<string>('notices', { maxEntries: 2 });
    let loads = 0;
    const load = (value: string) => () => {
      loads += 1;
      return Promise.resolve(value);
    };
    for (const key of ['a', 'b', 'c']) await cache.read(app.db, key, load(key));
    expect(loads).toBe(3);
    await cache.read(app.db, 'c', load('c'));
    expect(loads).toBe(3);
    await cache.read(app.db, 'a', load('a'));
    expect(loads).toBe(4);
  });
});
