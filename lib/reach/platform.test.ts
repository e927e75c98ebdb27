import { describe, expect, it } from 'vitest';
import { deviceKind, isIosSafari, isWalletBrowser } from './platform';

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/138.0.7204.119 Mobile/15E148 Safari/604.1',
  ipadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  macChrome:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36 Edg/156.0.0.0',
  tokenPocketAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36 TokenPocket_Android',
  metaMaskIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 WebView MetaMaskMobile',
};

const facts = (userAgent: string, maxTouchPoints = 0) => ({ userAgent, maxTouchPoints });

describe('deviceKind', () => {
  it('tells phones from computers, iPad in desktop mode included', () => {
    expect(deviceKind(facts(UA.iphoneSafari, 5))).toBe('ios');
    expect(deviceKind(facts(UA.ipadDesktopMode, 5))).toBe('ios');
    expect(deviceKind(facts(UA.androidChrome, 5))).toBe('android');
    expect(deviceKind(facts(UA.ipadDesktopMode, 0))).toBe('desktop');
    expect(deviceKind(facts(UA.macChrome))).toBe('desktop');
    expect(deviceKind(facts(UA.windowsEdge, 10))).toBe('desktop');
  });
});

describe('isWalletBrowser', () => {
  it('recognises wallet apps that name themselves', () => {
    expect(isWalletBrowser(facts(UA.tokenPocketAndroid, 5), false)).toBe(true);
    expect(isWalletBrowser(facts(UA.metaMaskIos, 5), false)).toBe(true);
  });

  it('takes a legacy provider on a phone as a wallet app, but not on a computer (an extension)', () => {
    expect(isWalletBrowser(facts(UA.androidChrome, 5), true)).toBe(true);
    expect(isWalletBrowser(facts(UA.androidChrome, 5), false)).toBe(false);
    expect(isWalletBrowser(facts(UA.macChrome), true)).toBe(false);
  });
});

describe('isIosSafari', () => {
  it('is Safari on iPhone or iPad only', () => {
    expect(isIosSafari(facts(UA.iphoneSafari, 5))).toBe(true);
    expect(isIosSafari(facts(UA.ipadDesktopMode, 5))).toBe(true);
    expect(isIosSafari(facts(UA.iphoneChrome, 5))).toBe(false);
    expect(isIosSafari(facts(UA.metaMaskIos, 5))).toBe(false);
    expect(isIosSafari(facts(UA.macChrome))).toBe(false);
    expect(isIosSafari(facts(UA.ipadDesktopMode, 0))).toBe(false);
  });
});
