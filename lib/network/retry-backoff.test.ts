// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LONGEST_RETRY_DELAY_MS, retryDelayMs, whenRetryDue } from './retry-backoff';

describe('retryDelayMs', () => {
  it('doubles from one second and stays at thirty', () => {
    expect([0, 1, 2, 3, 4, 5, 9, 100].map(retryDelayMs)).toEqual([
      1000,
      2000,
      4000,
      8000,
      16_000,
      LONGEST_RETRY_DELAY_MS,
      LONGEST_RETRY_DELAY_MS,
      LONGEST_RETRY_DELAY_MS,
    ]);
  });
});

describe('whenRetryDue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('retries once after the wait, shortened by at most a fifth', () => {
    const retry = vi.fn();
    whenRetryDue(2, retry, window, () => 0.999);
    vi.advanceTimersByTime(3000);
    expect(retry).not.toHaveBeenCalled();
    vi.advanceTimersByTime(300);
    expect(retry).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(60_000);
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('retries at once when the connection comes back, and not again at the wait', () => {
    const retry = vi.fn();
    whenRetryDue(4, retry, window, () => 0);
    vi.advanceTimersByTime(500);
    window.dispatchEvent(new Event('online'));
    expect(retry).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(20_000);
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    const retry = vi.fn();
    const cancel = whenRetryDue(0, retry, window, () => 0);
    cancel();
    window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(5000);
    expect(retry).not.toHaveBeenCalled();
  });
});
