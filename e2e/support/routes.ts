/**
 * Every route of the spec (§2, docs/navigation.md) as the layout sweep and the contact sheet open
 * it: with the query that makes it show real content (ids from the long demo data) and the input a
 * screen needs before it shows everything (the Stake search, an amount). Checked against the app's
 * own route table (lib/routes/route-table.ts), so a new route cannot be left out.
 */
import type { Page } from '@playwright/test';
import { DEMO_MEMBER } from '../fixtures/accounts';
import type { LongDataIds } from './long-data';

export interface SweepRoute {
  /** The spec's path. */
  path: string;
  /** Query parameters that make the page show content, from the seeded ids. */
  query?: (ids: LongDataIds) => Record<string, string>;
  /** Needs a session (the login and register pages also work with one). */
  login: boolean;
  /**
   * `data-testid` of what the page shows once its content is there (not a loading state). The wait
   * also needs the network quiet and no spinner, skeleton or loading text.
   */
  ready?: string;
  /** Input after load, for content the page shows only then (e.g. a searched device). */
  reveal?: (page: Page, ids: LongDataIds) => Promise<void>;
}

const LONG_AMOUNT = '987654321.123456789012345678';

async function fill(page: Page, name: string, value: string): Promise<void> {
  await page.locator(`input[name="${name}"]`).fill(value);
}

export const SWEEP_ROUTES: readonly SweepRoute[] = [
  { path: '/', login: false, ready: 'wallet-address' },
  { path: '/pages/login/index', login: false, ready: 'wallet-address' },
  {
    path: '/pages/login/register',
    // An invitation link: `c` carries the inviter's address.
    query: () => ({ c: DEMO_MEMBER.address }),
    login: false,
    ready: 'wallet-address',
  },
  { path: '/pages/home/index', login: true, ready: 'notice-list' },
  {
    path: '/pages/home/noticeInfo',
    query: (ids) => ({ id: String(ids.noticeId) }),
    login: true,
    ready: 'notice-title',
  },
  { path: '/pages/user/index', login: true, ready: 'mine-account' },
  { path: '/pages/user/set', login: true },
  { path: '/pages/user/changePassword', login: true },
  { path: '/pages/user/aboutUs', login: true, ready: 'column-title' },
  { path: '/pages/user/privacyPolicy', login: true, ready: 'column-title' },
  { path: '/pages/user/share', login: true, ready: 'share-link' },
  {
    path: '/pages/pledge/index',
    login: true,
    ready: 'device-card',
    reveal: async (page, ids) => {
      await fill(page, 'hashrateId', ids.freeHashrateId);
      await page.locator('input[name="hashrateId"]').press('Enter');
    },
  },
  { path: '/pages/pledge/record', login: true, ready: 'stake-records-item' },
  { path: '/pages/property/index', login: true, ready: 'property-balance' },
  { path: '/pages/property/record', login: true, ready: 'income-records-item' },
  { path: '/pages/property/record2', login: true, ready: 'balance-records-item' },
  {
    path: '/pages/withdrawal/cash',
    login: true,
    ready: 'cash-balance',
    reveal: (page) => fill(page, 'amount', LONG_AMOUNT),
  },
  { path: '/pages/withdrawal/record', login: true, ready: 'withdrawal-row' },
  {
    path: '/pages/recharge/index',
    login: true,
    ready: 'recharge-wallet-balance',
    reveal: (page) => fill(page, 'amount', LONG_AMOUNT),
  },
  { path: '/pages/recharge/record', login: true, ready: 'recharge-records-item' },
  { path: '/pages/recharge/notReceivedYet', login: true, ready: 'unclaimed-transfer' },
  { path: '/pages/team/index', login: true, ready: 'team-member' },
  {
    path: '/pages/team/info',
    query: (ids) => ({ id: String(ids.inviteeId) }),
    login: true,
    ready: 'team-info-member',
  },
  { path: '/pages/financial/index', login: true, ready: 'financial-product' },
  { path: '/pages/financial/record', login: true, ready: 'financial-order' },
];

/** The route's URL (path and query) for these seeded ids. */
export function routeUrl(route: SweepRoute, ids: LongDataIds): string {
  const query = route.query ? new URLSearchParams(route.query(ids)).toString() : '';
  return query ? `${route.path}?${query}` : route.path;
}

/** A file-name-safe name for the route: `/` → `login-root`, `/pages/home/index` → `home-index`. */
export function routeSlug(route: SweepRoute): string {
  return route.path === '/' ? 'login-root' : route.path.replace(/^\/pages\//, '').replaceAll('/', '-');
}
