import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DISCOVERY_WINDOW_MS,
  watchWalletPresence,
  type PresenceTarget,
  type WalletPresence,
} from './wallet-presence';

/** A window stand-in: real event dispatch, fake timers; a wallet may answer `requestProvider`. */
function fakeWindow({ announceOnRequest = false, ethereum = false } = {}) {
  const events = new EventTarget();
  events.addEventListener('eip6963:requestProvider', () => {
    if (announceOnRequest) events.dispatchEvent(new Event('eip6963:announceProvider'));
  });
  const target: PresenceTarget = {
    ...(ethereum ? { ethereum: {} } : {}),
    addEventListener: (type, listener) => events.addEventListener(type, listener),
    removeEventListener: (type, listener) => events.removeEventListener(type, listener),
    dispatchEvent: (event) => events.dispatchEvent(event),
    setTimeout: (handler, timeout) => Number(setTimeout(handler, timeout)),
    clearTimeout: (handle) => clearTimeout(handle),
  };
  return { target, events };
}

describe('watchWalletPresence', () => {
  let seen: WalletPresence[];
  beforeEach(() => {
    vi.useFakeTimers();
    seen = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('finds an EIP-6963 wallet that answers the request at once', () => {
    const { target } = fakeWindow({ announceOnRequest: true });
    watchWalletPresence(target, (presence) => seen.push(presence));
    vi.advanceTimersByTime(DISCOVERY_WINDOW_MS * 2);
    expect(seen).toEqual(['present']);
  });

  it('finds a legacy window.ethereum without waiting', () => {
    const { target } = fakeWindow({ ethereum: true });
    watchWalletPresence(target, (presence) => seen.push(presence));
    expect(seen).toEqual(['present']);
  });

  it('says absent only once the discovery window has passed with nothing seen', () => {
    const { target } = fakeWindow();
    watchWalletPresence(target, (presence) => seen.push(presence));
    vi.advanceTimersByTime(DISCOVERY_WINDOW_MS - 1);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['absent']);
  });

  it('turns present when a wallet initialises late', () => {
    const { target, events } = fakeWindow();
    watchWalletPresence(target, (presence) => seen.push(presence));
    vi.advanceTimersByTime(DISCOVERY_WINDOW_MS);
    events.dispatchEvent(new Event('ethereum#initialized'));
    expect(seen).toEqual(['absent', 'present']);
  });

  it('reports nothing after it is stopped', () => {
    const { target, events } = fakeWindow();
    const stop = watchWalletPresence(target, (presence) => seen.push(presence));
    stop();
    vi.advanceTimersByTime(DISCOVERY_WINDOW_MS);
    events.dispatchEvent(new Event('eip6963:announceProvider'));
    expect(seen).toEqual([]);
  });
});
