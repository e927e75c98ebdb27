import { describe, expect, it } from 'vitest';
import {
  idempotencyKeySchema,
  positiveDecimalAmountSchema,
  signedDecimalAmountSchema,
  txHashSchema,
} from '../schemas/common';
import { remarkSchema } from '../schemas/community';
import { hashrateIdSchema } from '../schemas/stake';
import { allEndpoints } from './all-endpoints';
import { assetFlowRecord, flowsQueryOptions } from './asset-flow-record';
import { memberChangePassword } from './member-change-password';
import { memberManagerUser } from './member-manager-user';
import { nextPageParam } from './paging';
import { searchDeviceQueryOptions } from './product-search-device';
import * as z from '../zod';

const specPaths = [
  'member/login',
  'member/regist',
  'member/userInfo',
  'home/parameters',
  'product/searchDevice',
  'product/lockDevice',
  'product/cancelDevice',
  'product/bTCWPledge',
  'product/bTCWRecharge',
  'product/order',
  'asset/cash',
  'asset/cashRecord',
  'asset/flowRecord',
  'home/notice',
  'home/noticeDetail',
  'home/ad',
  'home/columDetail',
  'financial/financialProduct',
  'financial/buyFinancialProduct',
  'financial/financialList',
  'financial/endFinancialList',
  'member/referenceList',
  'member/modifyUserRemark',
  'member/referenceInfo',
  'member/managerUser',
];
const addedPaths = [
  'member/logout',
  'member/bindInviter',
  'member/changePassword',
  'asset/releaseEarnings',
  'asset/assetInfo',
  'product/unclaimedTransfers',
  'product/claimTransfer',
  'member/loginNonce',
];

const singlePostPaths = [
  'member/login',
  'member/regist',
  'product/lockDevice',
  'product/cancelDevice',
  'product/bTCWPledge',
  'product/bTCWRecharge',
  'asset/cash',
  'asset/releaseEarnings',
  'financial/buyFinancialProduct',
  'member/modifyUserRemark',
  'member/bindInviter',
  'member/changePassword',
  'product/claimTransfer',
];

const publicPaths = [
  'member/login',
  'member/loginNonce',
  'member/regist',
  'home/parameters',
  'home/notice',
  'home/noticeDetail',
  'home/ad',
  'home/columDetail',
];

// Declared before this contract; their request objects strip unknown keys instead of rejecting them.
const nonStrictLegacy = new Set(['member/login', 'member/regist']);

const address = '0x' + 'aB'.repeat(20);
const hash = '0x' + 'f0'.repeat(32);

describe('endpoint catalogue', () => {
  it('declares every spec path plus the added ones, each once', () => {
    const paths = allEndpoints.map((endpoint) => endpoint.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...specPaths, ...addedPaths].sort());
  });

  it('marks exactly the submits single-post', () => {
    const paths = allEndpoints.filter((endpoint) => endpoint.singlePost).map((endpoint) => endpoint.path);
    expect(paths.sort()).toEqual([...singlePostPaths].sort());
  });

  it('needs a session everywhere but login, register, parameters and content', () => {
    const paths = allEndpoints.filter((endpoint) => !endpoint.auth).map((endpoint) => endpoint.path);
    expect(paths.sort()).toEqual([...publicPaths].sort());
  });

  it.each(allEndpoints.filter((endpoint) => !nonStrictLegacy.has(endpoint.path)))(
    '$path rejects unknown request fields',
    (endpoint) => {
      const parsed = endpoint.request(z).safeParse({ unexpected: 1 });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.some((issue) => issue.code === 'unrecognized_keys')).toBe(true);
    },
  );
});

describe('field schemas', () => {
  it('accepts positive decimal BTCW amounts with up to 18 decimals', () => {
    expect(positiveDecimalAmountSchema(z).safeParse('0.000000000000000001').success).toBe(true);
    expect(positiveDecimalAmountSchema(z).safeParse('12.5').success).toBe(true);
    for (const bad of ['0', '0.00', '-1', '1.', '.5', '01', '1e3', '1.0000000000000000001', ' 1']) {
      expect(positiveDecimalAmountSchema(z).safeParse(bad).success, bad).toBe(false);
    }
  });

  it('accepts signed ledger amounts but not "-0"', () => {
    expect(signedDecimalAmountSchema(z).safeParse('-12.5').success).toBe(true);
    expect(signedDecimalAmountSchema(z).safeParse('0').success).toBe(true);
    expect(signedDecimalAmountSchema(z).safeParse('-0').success).toBe(false);
    expect(signedDecimalAmountSchema(z).safeParse('-0.00').success).toBe(false);
    expect(signedDecimalAmountSchema(z).safeParse('+1').success).toBe(false);
  });

  it('accepts 0x + 64 hex transaction hashes only', () => {
    expect(txHashSchema(z).parse(` ${hash} `)).toBe(hash);
    expect(txHashSchema(z).safeParse(hash.slice(0, 65)).success).toBe(false);
    expect(txHashSchema(z).safeParse(address).success).toBe(false);
  });

  it('trims hashrate IDs and limits them to 1–64 of [A-Za-z0-9-_]', () => {
    expect(hashrateIdSchema(z).parse('  HR-01_a  ')).toBe('HR-01_a');
    expect(hashrateIdSchema(z).safeParse('a'.repeat(64)).success).toBe(true);
    for (const bad of ['', '   ', 'a'.repeat(65), 'HR 01', 'HR/01', 'Ｈ1']) {
      expect(hashrateIdSchema(z).safeParse(bad).success, bad).toBe(false);
    }
  });

  it('trims remarks and limits them to 1–50 characters', () => {
    expect(remarkSchema(z).parse('  Uncle Bob ')).toBe('Uncle Bob');
    expect(remarkSchema(z).safeParse('   ').success).toBe(false);
    expect(remarkSchema(z).safeParse('x'.repeat(51)).success).toBe(false);
  });

  it('takes a UUID as the idempotency key', () => {
    expect(idempotencyKeySchema(z).safeParse('0b7c9a52-3f1e-4d2a-9c1b-2f6d1e4a8b90').success).toBe(true);
    expect(idempotencyKeySchema(z).safeParse('retry-1').success).toBe(false);
  });

  it('refuses a new password equal to the old one', () => {
    const parsed = memberChangePassword
      .request(z)
      .safeParse({ oldPassword: 'secret1', newPassword: 'secret1' });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(['password_unchanged']);
  });

  it('asks flowRecord for one of the three ledgers', () => {
    expect(assetFlowRecord.request(z).safeParse({ page: 1, pageSize: 20, type: 'income' }).success).toBe(
      true,
    );
    expect(assetFlowRecord.request(z).safeParse({ page: 1, pageSize: 20, type: 'stake' }).success).toBe(
      false,
    );
  });

  it('shapes managerUser as a page of orders with the member alongside', () => {
    const parsed = memberManagerUser.response(z).safeParse({
      list: [
        { id: 3, kind: 'stake', name: 'HR-1', amount: '100', days: 30, status: 'Staking', createdAt: 'x' },
        { id: 4, kind: 'financial', name: 'Gold', amount: '5', days: 7, status: 'Maturity', createdAt: 'x' },
      ],
      page: 1,
      pageSize: 20,
      total: 2,
      member: { id: 9, account: address, joinedAt: 'x', performance: '105', remark: null },
    });
    expect(parsed.success).toBe(true);
  });
});

describe('query options', () => {
  it('key on the lower-cased account and the trimmed hashrate ID', () => {
    const options = searchDeviceQueryOptions(address, ' HR-1 ');
    expect(options.queryKey).toEqual([
      'product',
      'searchDevice',
      { account: address.toLowerCase(), hashrateId: 'HR-1' },
    ]);
    expect(options.enabled).toBe(true);
    expect(searchDeviceQueryOptions(undefined, 'HR-1').enabled).toBe(false);
    expect(searchDeviceQueryOptions(address, '  ').enabled).toBe(false);
  });

  it('key a flow list on its ledger and start at page 1', () => {
    const options = flowsQueryOptions(address, 'balance');
    expect(options.queryKey).toEqual([
      'asset',
      'flowRecord',
      { account: address.toLowerCase(), type: 'balance', pageSize: 20 },
    ]);
    expect(options.initialPageParam).toBe(1);
  });
});

describe('nextPageParam', () => {
  const page = (count: number, total: number) => ({
    list: Array.from({ length: count }, (_, i) => i),
    total,
  });

  it('asks for the next page while fewer than total are loaded', () => {
    const first = page(20, 45);
    const second = page(20, 45);
    expect(nextPageParam(first, [first], 1)).toBe(2);
    expect(nextPageParam(second, [first, second], 2)).toBe(3);
  });

  it('stops once total are loaded', () => {
    const first = page(20, 25);
    const last = page(5, 25);
    expect(nextPageParam(last, [first, last], 2)).toBeUndefined();
  });

  it('stops on an empty page even if total claims more', () => {
    const first = page(20, 50);
    const empty = page(0, 50);
    expect(nextPageParam(empty, [first, empty], 2)).toBeUndefined();
  });
});
