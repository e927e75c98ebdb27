import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  IDLE_START_TIMEOUT_MS,
  scheduleWalletStart,
  START_WITHOUT_WALLET_MS,
  type ScheduleTarget,
} from './wallet-start-schedule';

/** A window stand-in: real event dispatch, fake timers, a recorded idle queue. */
function fakeWindow({ announceOnRequest = false, idle = true } = {}) {
  const events = new EventTarget();
  const idleQueue: { callback: () => void; timeout: number; cancelled: boolean }[] = [];
  const requests: string[] = [];
  events.addEventListener('eip6963:requestProvider', () => {
    requests.push('request');
    if (announceOnRequest) events.dispatchEvent(new Event('eip6963:announceProvider'));
  });
  const target: ScheduleTarget = {
    addEventListener: (type, listener) => events.addEventListener(type, listener),
    removeEventListener: (type, listener) => events.removeEventListener(type, listener),
    dispatchEvent: (event) => events.dispatchEvent(event),
    setTimeout: (handler, timeout) => Number(setTimeout(handler, timeout)),
    clearTimeout: (handle) => clearTimeout(handle),
    ...(idle
      ? {
          requestIdleCallback: (callback: () => void, options: { timeout: number }) =>
            idleQueue.push({ callback, timeout: options.timeout, cancelled: false }) - 1,
          cancelIdleCallback: (handle: number) => {
            const entry = idleQueue[handle];
            if (entry) entry.cancelled = true;
          },
        }
      : {}),
  };
  const runIdle = () => idleQueue.filter((entry) => !entry.cancelled).forEach((entry) => entry.callback());
  return { target, events, idleQueue, requests, runIdle };
}

describe('scheduleWalletStart', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks wallets to announce themselves and starts at the first idle moment when one does', () => {
    const { target, idleQueue, requests, runIdle } = fakeWindow({ announceOnRequest: true });
    const start = vi.fn();
    scheduleWalletStart(target, start);
    expect(requests).toEqual(['request']);
    expect(idleQueue).toEqual([expect.objectContaining({ timeout: IDLE_START_TIMEOUT_MS })]);
    expect(start).not.toHaveBeenCalled();
    runIdle();
    expect(start).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(START_WITHOUT_WALLET_MS * 2);
    expect(start).toHaveBeenCalledOnce();
  });

  it('starts on a late announcement (legacy ethereum#initialized) before the no-wallet delay', () => {
    const { target, events } = fakeWindow({ idle: false });
    const start = vi.fn();
    scheduleWalletStart(target, start);
    vi.advanceTimersByTime(1000);
    events.dispatchEvent(new Event('ethereum#initialized'));
    events.dispatchEvent(new Event('eip6963:announceProvider'));
    vi.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(START_WITHOUT_WALLET_MS);
    expect(start).toHaveBeenCalledOnce();
  });

  it('without any wallet starts only after the delay', () => {
    const { target } = fakeWindow();
    const start = vi.fn();
    scheduleWalletStart(target, start);
    vi.advanceTimersByTime(START_WITHOUT_WALLET_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledOnce();
  });

  it('cancelled (the page unmounted) never starts and stops listening', () => {
    const { target, events, runIdle } = fakeWindow();
    const start = vi.fn();
    const cancel = scheduleWalletStart(target, start);
    cancel();
    events.dispatchEvent(new Event('eip6963:announceProvider'));
    runIdle();
    vi.advanceTimersByTime(START_WITHOUT_WALLET_MS * 2);
    expect(start).not.toHaveBeenCalled();
  });
});
