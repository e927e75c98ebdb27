import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifyUnauthorized, setUnauthorizedHandler } from './session-events';

afterEach(() => setUnauthorizedHandler(null));

describe('session events', () => {
  it('hands a 401 to the registered handler at once', () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    notifyUnauthorized();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('keeps a 401 answered before any handler and hands it to the first one registered, once', () => {
    notifyUnauthorized();
    notifyUnauthorized();
    const first = vi.fn();
    setUnauthorizedHandler(first);
    expect(first).toHaveBeenCalledTimes(1);
    const second = vi.fn();
    setUnauthorizedHandler(second);
    expect(second).not.toHaveBeenCalled();
  });
});
