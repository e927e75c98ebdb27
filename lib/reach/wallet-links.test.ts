import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import {
  EXTENSION_WALLETS,
  extensionWalletsFor,
  pageUrlOf,
  WALLET_APPS,
  WALLET_ORDER,
  walletAppsFor,
} from './wallet-links';

const INVITER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const PAGE = `https://app.btcw.example/pages/login/register?c=${INVITER}`;
/** encodeURIComponent(PAGE), written out so a change in how links are built cannot go unnoticed. */
const PAGE_ENCODED = `https%3A%2F%2Fapp.btcw.example%2Fpages%2Flogin%2Fregister%3Fc%3D${INVITER}`;

describe('wallet deep links (docs/wallets.md)', () => {
  it('MetaMask: the page without its scheme in the path of link.metamask.io/dapp/, query kept as is', () => {
    expect(WALLET_APPS.metamask.link(PAGE)).toBe(
      `https://link.metamask.io/dapp/app.btcw.example/pages/login/register?c=${INVITER}`,
    );
  });

  it('Trust Wallet: open_url on the EVM coin (60) with the encoded page', () => {
    expect(WALLET_APPS.trust.link(PAGE)).toBe(
      `https://link.trustwallet.com/open_url?coin_id=60&url=${PAGE_ENCODED}`,
    );
  });

  it('OKX Wallet: the download universal link wrapping okx://wallet/dapp/url, the page encoded twice', () => {
    const link = WALLET_APPS.okx.link(PAGE);
    expect(link).toBe(
      'https://web3.okx.com/download?deeplink=okx%3A%2F%2Fwallet%2Fdapp%2Furl%3FdappUrl%3D' +
        encodeURIComponent(PAGE_ENCODED),
    );
    const deeplink = new URL(link).searchParams.get('deeplink');
    expect(deeplink).toBe(`okx://wallet/dapp/url?dappUrl=${PAGE_ENCODED}`);
    expect(new URL(deeplink ?? '').searchParams.get('dappUrl')).toBe(PAGE);
  });

  it('TokenPocket: tpdapp://open with the encoded JSON params (url, chain, source)', () => {
    const link = WALLET_APPS.tokenpocket.link(PAGE);
    expect(link).toBe(
      'tpdapp://open?params=' +
        `%7B%22url%22%3A%22${PAGE_ENCODED}%22%2C%22chain%22%3A%22ETH%22%2C%22source%22%3A%22BTCW%22%7D`,
    );
    const params = JSON.parse(decodeURIComponent(link.slice('tpdapp://open?params='.length))) as unknown;
    expect(params).toEqual({ url: PAGE, chain: 'ETH', source: 'BTCW' });
  });

  it('imToken: imtokenv2://navigate/DappView with the encoded page', () => {
    expect(WALLET_APPS.imtoken.link(PAGE)).toBe(`imtokenv2://navigate/DappView?url=${PAGE_ENCODED}`);
  });

  it('Bitget Wallet: bkcode.vip with action=dapp and the encoded page', () => {
    expect(WALLET_APPS.bitget.link(PAGE)).toBe(`https://bkcode.vip?action=dapp&url=${PAGE_ENCODED}`);
  });

  it('Coinbase Wallet: go.cb-w.com/dapp with the percent-encoded page in cb_url', () => {
    expect(WALLET_APPS.coinbase.link(PAGE)).toBe(`https://go.cb-w.com/dapp?cb_url=${PAGE_ENCODED}`);
  });

  it('every link carries the whole page (path and inviter) back out, whatever else the query holds', () => {
    const page = `http://localhost:4173/pages/login/register?c=${INVITER}&lang=vi`;
    for (const wallet of Object.values(WALLET_APPS)) {
      const link = wallet.link(page);
      const carried =
        wallet.id === 'metamask'
          ? `http://${link.slice('https://link.metamask.io/dapp/'.length)}`
          : wallet.id === 'okx'
            ? new URL(new URL(link).searchParams.get('deeplink') ?? '').searchParams.get('dappUrl')
            : wallet.id === 'tokenpocket'
              ? (JSON.parse(decodeURIComponent(link.split('params=')[1] ?? '')) as { url: string }).url
              : new URL(link).searchParams.get(wallet.id === 'coinbase' ? 'cb_url' : 'url');
      expect(carried, wallet.id).toBe(page);
    }
  });
});

describe('wallet order', () => {
  it('offers the same seven wallet apps in every language, each once', () => {
    for (const locale of LOCALES) {
      const ids = walletAppsFor(locale).map((wallet) => wallet.id);
      expect(new Set(ids).size, locale).toBe(ids.length);
      expect([...ids].sort(), locale).toEqual(Object.keys(WALLET_APPS).sort());
    }
  });

  it('leads with the wallets each audience holds', () => {
    expect(WALLET_ORDER.en.slice(0, 2)).toEqual(['metamask', 'trust']);
    expect(WALLET_ORDER['zh-Hant'].slice(0, 4)).toEqual(['tokenpocket', 'imtoken', 'okx', 'bitget']);
    expect(WALLET_ORDER.vi.slice(0, 3)).toEqual(['trust', 'metamask', 'okx']);
  });

  it('lists every extension wallet in the language order', () => {
    expect(extensionWalletsFor('zh-Hant').map((wallet) => wallet.id)).toEqual([
      'okx',
      'bitget',
      'metamask',
      'trust',
      'coinbase',
    ]);
    expect(extensionWalletsFor('en')).toHaveLength(Object.keys(EXTENSION_WALLETS).length);
  });
});

describe('pageUrlOf', () => {
  it('keeps origin, path and query and drops the fragment', () => {
    const url = new URL(`${PAGE}#top`);
    expect(pageUrlOf(url)).toBe(PAGE);
  });
});

/** WCAG 2 contrast ratio of two `#rrggbb` colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, bl = 0] = [1, 3, 5].map((at) => {
      const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('wallet monograms', () => {
  it('reads each monogram at WCAG AA (4.5:1) on its brand colour', () => {
    for (const wallet of Object.values(WALLET_APPS)) {
      expect(contrast(wallet.ink, wallet.colour), wallet.name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('checks contrast as WCAG does (white on black 21:1, white on MetaMask orange fails)', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#f6851b')).toBeLessThan(4.5);
  });
});
