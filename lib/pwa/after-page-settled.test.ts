import { describe, expect, it, vi } from 'vitest';
import { afterPageSettled, IDLE_TIMEOUT_MS } from './after-page-settled';

function fakeWindow(readyState: DocumentReadyState, withIdle = true) {
  const listeners: (() => void)[] = [];
  const idle: { callback: () => void; timeout: number }[] = [];
  const win = {
    document: { readyState },
    addEventListener: (_type: 'load', listener: () => void) => listeners.push(listener),
    setTimeout: (handler: () => void, timeout: number) => Number(setTimeout(handler, timeout)),
    clearTimeout: (handle: number) => clearTimeout(handle),
    requestIdleCallback: withIdle
      ? (callback: () => void, options: { timeout: number }) => idle.push({ callback, ...options })
      : undefined,
  };
  return { win, load: () => listeners.forEach((listener) => listener()), idle };
}

describe('afterPageSettled', () => {
  it('waits for load, then the delay, then an idle moment', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const { win, load, idle } = fakeWindow('interactive');
      const settled = vi.fn();
      void afterPageSettled(win, 3000).then(settled);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(idle).toHaveLength(0);
      load();
      await vi.advanceTimersByTimeAsync(2999);
      expect(idle).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(idle).toEqual([expect.objectContaining({ timeout: IDLE_TIMEOUT_MS })]);
      expect(settled).not.toHaveBeenCalled();
      idle[0]?.callback();
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts the delay from now when the page has already loaded; without idle callbacks, a task later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const { win } = fakeWindow('complete', false);
      const settled = vi.fn();
      void afterPageSettled(win, 3000).then(settled);
      await vi.advanceTimersByTimeAsync(2999);
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await vi.runOnlyPendingTimersAsync();
      expect(settled).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});
