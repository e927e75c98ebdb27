// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

function Left({ until }: { until: number | null }) {
  return <p>{useCountdown(until) ?? 'done'}</p>;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useCountdown', () => {
  it('counts the whole seconds down, then says it is over', async () => {
    render(<Left until={Date.now() + 2500} />);
    expect(screen.getByText('3')).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('2')).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('1')).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('done')).toBeTruthy();
  });
  it('has nothing to count without an end', () => {
    render(<Left until={null} />);
    expect(screen.getByText('done')).toBeTruthy();
  });
});
