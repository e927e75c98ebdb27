import { describe, expect, it, vi } from 'vitest';
import { onIdle, type IdleTarget } from './on-idle';

function timers(): Pick<IdleTarget, 'setTimeout' | 'clearTimeout'> {
  return {
    setTimeout: (handler, timeout) => Number(setTimeout(handler, timeout)),
    clearTimeout: (handle) => clearTimeout(handle),
  };
}

describe('onIdle', () => {
  it('waits for the idle callback with the given timeout, and can be cancelled', () => {
    const queue: { callback: () => void; timeout: number }[] = [];
    const cancelled: number[] = [];
    const target: IdleTarget = {
      ...timers(),
      requestIdleCallback: (callback, options) => queue.push({ callback, timeout: options.timeout }) - 1,
      cancelIdleCallback: (handle) => cancelled.push(handle),
    };
    const callback = vi.fn();
    const cancel = onIdle(callback, 2000, target);
    expect(queue).toEqual([{ callback, timeout: 2000 }]);
    expect(callback).not.toHaveBeenCalled();
    cancel();
    expect(cancelled).toEqual([0]);
  });

  it('falls back to a task of its own without requestIdleCallback', () => {
    vi.useFakeTimers();
    try {
      const callback = vi.fn();
      onIdle(callback, 2000, timers());
      expect(callback).not.toHaveBeenCalled();
      vi.advanceTimersByTime(0);
      expect(callback).toHaveBeenCalledOnce();
      const later = vi.fn();
      onIdle(later, 2000, timers())();
      vi.advanceTimersByTime(10);
      expect(later).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
