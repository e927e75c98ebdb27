// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REACH_BOTTOM_THROTTLE_MS, useReachBottom } from './use-reach-bottom';

/** IntersectionObservers the component made; `show` tells each the footer is (or is not) in view. */
const observers = new Set<{ callback: IntersectionObserverCallback }>();
function show(inView: boolean) {
  for (const observer of observers)
    observer.callback(
      [{ isIntersecting: inView } as IntersectionObserverEntry],
      observer as unknown as IntersectionObserver,
    );
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(readonly callback: IntersectionObserverCallback) {}
      observe() {
        observers.add(this);
      }
      disconnect() {
        observers.delete(this);
      }
    },
  );
});
afterEach(() => {
  cleanup();
  observers.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Footer({ enabled, onReach }: { enabled: boolean; onReach: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useReachBottom(ref, { enabled, onReach });
  return <div ref={ref} />;
}

describe('reaching the bottom of a list', () => {
  it('asks at most once every 350 ms however fast the footer comes and goes', () => {
    const asked: number[] = [];
    render(<Footer enabled onReach={() => asked.push(performance.now())} />);
    // A fast scroll: the footer comes into view ten times in 200 ms.
    for (let flick = 0; flick < 10; flick += 1) {
      act(() => show(true));
      act(() => {
        vi.advanceTimersByTime(10);
      });
      act(() => show(false));
      act(() => {
        vi.advanceTimersByTime(10);
      });
    }
    expect(asked).toHaveLength(1);
    act(() => show(true));
    act(() => {
      vi.advanceTimersByTime(2 * REACH_BOTTOM_THROTTLE_MS);
    });
    expect(asked.length).toBeGreaterThanOrEqual(2);
    for (let at = 1; at < asked.length; at += 1)
      expect((asked[at] ?? 0) - (asked[at - 1] ?? 0)).toBeGreaterThanOrEqual(REACH_BOTTOM_THROTTLE_MS);
  });

  it('asks again once the interval has passed when the footer stayed in view (a page of rows just came)', () => {
    const onReach = vi.fn();
    const { rerender } = render(<Footer enabled onReach={onReach} />);
    act(() => show(true));
    expect(onReach).toHaveBeenCalledTimes(1);
    // The next page is loading: no asking; it came, and the footer is still in view.
    rerender(<Footer enabled={false} onReach={onReach} />);
    act(() => {
      vi.advanceTimersByTime(50);
    });
    rerender(<Footer enabled onReach={onReach} />);
    act(() => show(true));
    expect(onReach).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(REACH_BOTTOM_THROTTLE_MS - 50);
    });
    expect(onReach).toHaveBeenCalledTimes(2);
  });

  it('does not ask for a footer that left the view before the interval passed', () => {
    const onReach = vi.fn();
    render(<Footer enabled onReach={onReach} />);
    act(() => show(true));
    act(() => show(false));
    act(() => show(true));
    act(() => show(false));
    act(() => {
      vi.advanceTimersByTime(REACH_BOTTOM_THROTTLE_MS * 3);
    });
    expect(onReach).toHaveBeenCalledTimes(1);
  });
});
