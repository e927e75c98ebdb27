import type { Locale } from '@/lib/i18n/locales';

/**
 * Deep links that open a page in a wallet app's own (dApp) browser, where the wallet is injected,
 * each in the format its maker documents (sources in docs/wallets.md). `pageUrl` is the whole URL
 * of the page (origin, path and query), so an invitation's `?c=` reaches the wallet's browser.
 */
export type WalletAppId = 'metamask' | 'trust' | 'okx' | 'tokenpocket' | 'imtoken' | 'bitget' | 'coinbase';

export interface WalletApp {
  readonly id: WalletAppId;
  /** Brand name, the same in every language. */
  readonly name: string;
  /** Two letters on the brand colour, in place of a logo (no third-party images are shipped). */
  readonly monogram: string;
  readonly colour: string;
  /** The monogram's letters: white or near-black, whichever reads on `colour` (WCAG AA, ≥ 4.5:1). */
  readonly ink: string;
  readonly link: (pageUrl: string) => string;
}

const LIGHT_INK = '#ffffff';
/**
 * Black: the brand colours too light for white letters take it. TokenPocket's blue reads at 4.5:1
 * on neither white nor the app's text colour.
 */
const DARK_INK = '#000000';

/** The name the app gives itself where a wallet asks for the opening app (TokenPocket's `source`). */
const SOURCE = 'BTCW';

export const WALLET_APPS: Readonly<Record<WalletAppId, WalletApp>> = {
  // The dApp URL goes in the path without its scheme (MetaMask opens it over https) and unencoded:
  // MetaMask rebuilds it from the path segments and re-appends the query parameters.
  metamask: {
    id: 'metamask',
    name: 'MetaMask',
    monogram: 'M',
    colour: '#f6851b',
    ink: DARK_INK,
    link: (pageUrl) => `https://link.metamask.io/dapp/${withoutScheme(pageUrl)}`,
  },
  trust: {
    id: 'trust',
    name: 'Trust Wallet',
    monogram: 'T',
    colour: '#0500ff',
    ink: LIGHT_INK,
    // coin_id: the SLIP-44 index of the network the browser opens with (60: Ethereum / EVM).
    link: (pageUrl) => `https://link.trustwallet.com/open_url?coin_id=60&url=${encodeURIComponent(pageUrl)}`,
  },
  okx: {
    id: 'okx',
    name: 'OKX Wallet',
    monogram: 'OK',
    colour: '#000000',
    ink: LIGHT_INK,
    // OKX's universal link wraps its app deep link, itself carrying the encoded dApp URL.
    link: (pageUrl) =>
      `https://web3.okx.com/download?deeplink=${encodeURIComponent(
        `okx://wallet/dapp/url?dappUrl=${encodeURIComponent(pageUrl)}`,
      )}`,
  },
  tokenpocket: {
    id: 'tokenpocket',
    name: 'TokenPocket',
    monogram: 'TP',
    colour: '#2980fe',
    ink: DARK_INK,
    link: (pageUrl) =>
      `tpdapp://open?params=${encodeURIComponent(JSON.stringify({ url: pageUrl, chain: 'ETH', source: SOURCE }))}`,
  },
  imtoken: {
    id: 'imtoken',
    name: 'imToken',
    monogram: 'iT',
    colour: '#098de6',
    ink: DARK_INK,
    link: (pageUrl) => `imtokenv2://navigate/DappView?url=${encodeURIComponent(pageUrl)}`,
  },
  bitget: {
    id: 'bitget',
    name: 'Bitget Wallet',
    monogram: 'BG',
    colour: '#00c2c2',
    ink: DARK_INK,
    link: (pageUrl) => `https://bkcode.vip?action=dapp&url=${encodeURIComponent(pageUrl)}`,
  },
  coinbase: {
    id: 'coinbase',
    name: 'Coinbase Wallet',
    monogram: 'C',
    colour: '#0052ff',
    ink: LIGHT_INK,
    link: (pageUrl) => `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(pageUrl)}`,
  },
};

/**
 * Most used first for each language's audience (docs/wallets.md): Chinese-speaking users mostly
 * hold TokenPocket, imToken, OKX or Bitget; Vietnamese users Trust Wallet, MetaMask, OKX or Bitget.
 */
export const WALLET_ORDER: Readonly<Record<Locale, readonly WalletAppId[]>> = {
  en: ['metamask', 'trust', 'okx', 'coinbase', 'bitget', 'tokenpocket', 'imtoken'],
  'zh-Hant': ['tokenpocket', 'imtoken', 'okx', 'bitget', 'metamask', 'trust', 'coinbase'],
  vi: ['trust', 'metamask', 'okx', 'bitget', 'tokenpocket', 'coinbase', 'imtoken'],
};

export function walletAppsFor(locale: Locale): readonly WalletApp[] {
  return WALLET_ORDER[locale].map((id) => WALLET_APPS[id]);
}

/** A browser-extension wallet for desktop browsers, and its maker's download page. */
export interface ExtensionWallet {
  readonly id: WalletAppId;
  readonly name: string;
  readonly url: string;
}

export const EXTENSION_WALLETS: Readonly<Partial<Record<WalletAppId, ExtensionWallet>>> = {
  metamask: { id: 'metamask', name: 'MetaMask', url: 'https://metamask.io/download/' },
  okx: { id: 'okx', name: 'OKX Wallet', url: 'https://web3.okx.com/download' },
  trust: { id: 'trust', name: 'Trust Wallet', url: 'https://trustwallet.com/browser-extension' },
  bitget: { id: 'bitget', name: 'Bitget Wallet', url: 'https://web3.bitget.com/en/wallet-download' },
  coinbase: { id: 'coinbase', name: 'Coinbase Wallet', url: 'https://www.coinbase.com/wallet/downloads' },
};

/** The extension wallets in the language's order. */
export function extensionWalletsFor(locale: Locale): readonly ExtensionWallet[] {
  return WALLET_ORDER[locale].flatMap((id) => {
    const wallet = EXTENSION_WALLETS[id];
    return wallet ? [wallet] : [];
  });
}

/** The page the user is on, as the wallet should open it: origin, path and query (no fragment). */
export function pageUrlOf(location: Pick<Location, 'origin' | 'pathname' | 'search'>): string {
  return `${location.origin}${location.pathname}${location.search}`;
}

function withoutScheme(url: string): string {
  return url.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
}
