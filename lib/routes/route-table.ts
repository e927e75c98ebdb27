/**
 * Every route of the spec (§2) at its path, with its title key (messages `titles.*`), whether it
 * has pull-to-refresh, and whether it is a bottom-navigation tab page (see docs/navigation.md).
 */
export interface RouteInfo {
  readonly path: string;
  readonly titleKey: TitleKey;
  readonly pullToRefresh: boolean;
  /** Carries the bottom navigation; tab pages have no back arrow. */
  readonly tab: boolean;
  /** Where the back arrow goes when there is no history entry to return to. */
  readonly parent: string | null;
}

export type TitleKey =
  | 'login'
  | 'register'
  | 'home'
  | 'noticeInfo'
  | 'mine'
  | 'settings'
  | 'changePassword'
  | 'aboutUs'
  | 'privacyPolicy'
  | 'share'
  | 'stake'
  | 'stakeRecord'
  | 'property'
  | 'incomeRecord'
  | 'withdrawCash'
  | 'withdrawalRecord'
  | 'recharge'
  | 'rechargeRecord'
  | 'notReceivedYet'
  | 'community'
  | 'financial'
  | 'financialRecords';

const route = (
  path: string,
  titleKey: TitleKey,
  pullToRefresh: boolean,
  parent: string | null,
  tab = false,
): RouteInfo => ({ path, titleKey, pullToRefresh, parent, tab });

export const LOGIN_PATH = '/';
export const HOME_PATH = '/pages/home/index';
export const MINE_PATH = '/pages/user/index';
export const PROPERTY_PATH = '/pages/property/index';

export const ROUTES: readonly RouteInfo[] = [
  route('/', 'login', false, null),
  route('/pages/login/index', 'login', false, null),
  route('/pages/login/register', 'register', false, '/'),
  route(HOME_PATH, 'home', true, null, true),
  route('/pages/home/noticeInfo', 'noticeInfo', false, HOME_PATH),
  route(MINE_PATH, 'mine', true, null, true),
  route('/pages/user/set', 'settings', false, MINE_PATH),
  route('/pages/user/changePassword', 'changePassword', false, '/pages/user/set'),
  route('/pages/user/aboutUs', 'aboutUs', false, '/pages/user/set'),
  route('/pages/user/privacyPolicy', 'privacyPolicy', false, '/pages/user/set'),
  route('/pages/user/share', 'share', false, MINE_PATH),
  route('/pages/pledge/index', 'stake', true, null, true),
  route('/pages/pledge/record', 'stakeRecord', true, '/pages/pledge/index'),
  route('/pages/property/index', 'property', true, null, true),
  route('/pages/property/record', 'incomeRecord', true, '/pages/property/index'),
  route('/pages/property/record2', 'incomeRecord', true, '/pages/property/index'),
  route('/pages/withdrawal/cash', 'withdrawCash', true, '/pages/property/index'),
  route('/pages/withdrawal/record', 'withdrawalRecord', true, '/pages/withdrawal/cash'),
  route('/pages/recharge/index', 'recharge', true, '/pages/property/index'),
  route('/pages/recharge/record', 'rechargeRecord', true, '/pages/recharge/index'),
  route('/pages/recharge/notReceivedYet', 'notReceivedYet', true, '/pages/recharge/index'),
  route('/pages/team/index', 'community', true, MINE_PATH),
  route('/pages/team/info', 'community', true, '/pages/team/index'),
  route('/pages/financial/index', 'financial', true, HOME_PATH),
  route('/pages/financial/record', 'financialRecords', true, '/pages/financial/index'),
];

export const AUTH_PATHS: readonly string[] = ['/', '/pages/login/index', '/pages/login/register'];
/** The login page's two paths: with a stored session they go to Home (docs/navigation.md). */
export const LOGIN_ENTRY_PATHS: readonly string[] = ['/', '/pages/login/index'];

/** Normalises a pathname (drops a trailing slash and `.html`) and finds its route. */
export function findRoute(pathname: string): RouteInfo | undefined {
  const normalised = pathname.replace(/\.html$/, '').replace(/(.)\/$/, '$1') || '/';
  return ROUTES.find((candidate) => candidate.path === normalised);
}

export function isAuthPath(pathname: string): boolean {
  const info = findRoute(pathname);
  return info !== undefined && AUTH_PATHS.includes(info.path);
}

export function isLoginEntryPath(pathname: string): boolean {
  const info = findRoute(pathname);
  return info !== undefined && LOGIN_ENTRY_PATHS.includes(info.path);
}
