import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('resumes in a later task, not in a microtask', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    setTimeout(() => order.push('earlier task'), 0);
    const yielded = yieldToMain().then(() => order.push('after yield'));
    await Promise.resolve();
    order.push('microtask');
    await yielded;
    expect(order).toEqual(['microtask', 'earlier task', 'after yield']);
  });

  it('uses scheduler.yield when the browser has it', async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledOnce();
  });
});
