/**
 * The request mix of the scale bench (scripts/bench/scale.ts): what a grown platform's app sends,
 * weighted per 1000 requests — launch and home reads, records (first and deep pages), the Community
 * screen of the root, of the largest leaders and of ordinary members, orders, purchases (writes
 * that change every ancestor's figures), logins and registrations. Requests alternate between the
 * server instances.
 */
import { randomUUID } from 'node:crypto';
import type { PlannedRequest } from './load';

export interface MixMember {
  id: number;
  account: string;
  token: string;
  /** A direct invitee (for member/managerUser), when the member has one. */
  inviteeId?: number;
  /** The last page of the member's direct invitees (20 a page). */
  lastInviteePage: number;
  /** The last page of the member's balance records (20 a page). */
  lastRecordPage: number;
}

export interface MixPeople {
  root: MixMember;
  leaders: MixMember[];
  ordinary: MixMember[];
  /** Seeded accounts to log in as (password below). */
  loginAccounts: string[];
  password: string;
  /** Accounts new members register under. */
  inviters: string[];
  /** The open financial product members buy. */
  productId: number;
}

interface Entry {
  label: string;
  weight: number;
  path: string;
  who?: (people: MixPeople) => MixMember;
  body: (member: MixMember | undefined, people: MixPeople) => unknown;
}

const PAGE = 20;
const first = { page: 1, pageSize: PAGE };

let picks = 0;
/** Round-robin through a list (deterministic, spreads every member in turn). */
function next<T>(list: readonly T[]): T {
  const item = list[picks++ % list.length];
  if (item === undefined) throw new Error('empty list in the mix');
  return item;
}

const anyOrdinary = (people: MixPeople) => next(people.ordinary);
const anyLeader = (people: MixPeople) => next(people.leaders);
const root = (people: MixPeople) => people.root;
const anyone = (people: MixPeople) =>
  next([...people.ordinary, ...people.ordinary, ...people.leaders, people.root]);

let registrations = 0;

export const MIX: readonly Entry[] = [
  { label: 'member/userInfo', weight: 110, path: 'member/userInfo', who: anyone, body: () => ({}) },
  { label: 'asset/assetInfo', weight: 90, path: 'asset/assetInfo', who: anyone, body: () => ({}) },
  { label: 'home/parameters', weight: 90, path: 'home/parameters', body: () => ({}) },
  { label: 'home/notice', weight: 60, path: 'home/notice', body: () => first },
  {
    label: 'asset/flowRecord balance p1',
    weight: 60,
    path: 'asset/flowRecord',
    who: anyone,
    body: () => ({ ...first, type: 'balance' }),
  },
  {
    label: 'asset/flowRecord balance deep (leader, last page)',
    weight: 30,
    path: 'asset/flowRecord',
    who: anyLeader,
    body: (member) => ({ page: member?.lastRecordPage ?? 1, pageSize: PAGE, type: 'balance' }),
  },
  {
    label: 'asset/flowRecord income p1',
    weight: 30,
    path: 'asset/flowRecord',
    who: anyone,
    body: () => ({ ...first, type: 'income' }),
  },
  { label: 'asset/cashRecord p1', weight: 30, path: 'asset/cashRecord', who: anyone, body: () => first },
  { label: 'product/order p1', weight: 50, path: 'product/order', who: anyone, body: () => first },
  {
    label: 'financial/financialList p1',
    weight: 40,
    path: 'financial/financialList',
    who: anyone,
    body: () => first,
  },
  { label: 'referenceInfo root', weight: 30, path: 'member/referenceInfo', who: root, body: () => ({}) },
  {
    label: 'referenceInfo leader',
    weight: 50,
    path: 'member/referenceInfo',
    who: anyLeader,
    body: () => ({}),
  },
  {
    label: 'referenceInfo ordinary',
    weight: 60,
    path: 'member/referenceInfo',
    who: anyOrdinary,
    body: () => ({}),
  },
  { label: 'referenceList root p1', weight: 20, path: 'member/referenceList', who: root, body: () => first },
  {
    label: 'referenceList root last page',
    weight: 20,
    path: 'member/referenceList',
    who: root,
    body: (member) => ({ page: member?.lastInviteePage ?? 1, pageSize: PAGE }),
  },
  {
    label: 'referenceList leader p1',
    weight: 30,
    path: 'member/referenceList',
    who: anyLeader,
    body: () => first,
  },
  {
    label: 'referenceList leader last page',
    weight: 15,
    path: 'member/referenceList',
    who: anyLeader,
    body: (member) => ({ page: member?.lastInviteePage ?? 1, pageSize: PAGE }),
  },
  {
    label: 'referenceList ordinary p1',
    weight: 40,
    path: 'member/referenceList',
    who: anyOrdinary,
    body: () => first,
  },
  {
    label: 'member/managerUser (leader)',
    weight: 20,
    path: 'member/managerUser',
    who: anyLeader,
    body: (member) => ({ memberId: member?.inviteeId ?? 1, ...first }),
  },
  {
    label: 'financial/buyFinancialProduct',
    weight: 30,
    path: 'financial/buyFinancialProduct',
    who: anyOrdinary,
    body: (_member, people) => ({
      productId: people.productId,
      days: 7,
      amount: '10',
      idempotencyKey: randomUUID(),
    }),
  },
  {
    label: 'member/login',
    weight: 3,
    path: 'member/login',
    body: (_member, people) => ({ account: next(people.loginAccounts), password: people.password }),
  },
  {
    label: 'member/regist',
    weight: 1,
    path: 'member/regist',
    body: (_member, people) => ({
      account: `0xfe${(registrations++).toString(16).padStart(6, '0')}${randomUUID().replaceAll('-', '')}`,
      password: people.password,
      inviter: next(people.inviters),
    }),
  },
];

/** An answer counts when it is HTTP 200 with body code 200 (a refusal or "busy" is an error). */
const accepted = (status: number, body: string) => status === 200 && body.startsWith('{"code":200');

/** Picks the mix's requests in proportion to their weights, alternating between `baseUrls`. */
export function mixPlanner(baseUrls: readonly string[], people: MixPeople): () => PlannedRequest {
  const total = MIX.reduce((sum, entry) => sum + entry.weight, 0);
  let sent = 0;
  return () => {
    // A deterministic spread: the n-th request takes the entry its position falls in.
    const slot = (sent * 7919) % total;
    let acc = 0;
    const entry = MIX.find((candidate) => (acc += candidate.weight) > slot) ?? MIX[0];
    if (!entry) throw new Error('empty mix');
    const base = baseUrls[sent % baseUrls.length] ?? baseUrls[0] ?? '';
    sent += 1;
    const member = entry.who?.(people);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (member) headers.authorization = `Bearer ${member.token}`;
    return {
      label: entry.label,
      url: `${base}/api/${entry.path}`,
      headers,
      body: JSON.stringify(entry.body(member, people)),
      accept: accepted,
    };
  };
}
