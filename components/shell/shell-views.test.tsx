// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/lib/test/render-with-intl';
import { showToast, TOAST_DEFAULT_DURATION_MS } from '@/lib/toast/toast-store';
import { DelayedLoading, LOADING_VIEW_DELAY_MS } from './delayed-loading';
import { ErrorView } from './error-view';
import { Toaster } from './toaster';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('loading view', () => {
  it('appears only after 200 ms', async () => {
    renderWithIntl(<DelayedLoading />);
    await act(async () => vi.advanceTimersByTimeAsync(LOADING_VIEW_DELAY_MS - 1));
    expect(screen.queryByText('Loading…')).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Loading…')).toBeTruthy();
  });
});

describe('error view', () => {
  it('retries on Retry without reloading the page, by itself with backoff, and at once when back online', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { href: window.location.href, reload });
    const retry = vi.fn();
    renderWithIntl(<ErrorView onRetry={retry} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'This screen could not load.Check your connection. It will load by itself once the connection is back.Retry',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(retry).toHaveBeenCalledTimes(2);
    // The next wait is longer: 2 s less at most a fifth, so never before 2.4 s in.
    await act(async () => vi.advanceTimersByTimeAsync(1300));
    expect(retry).toHaveBeenCalledTimes(2);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(retry).toHaveBeenCalledTimes(3);
    expect(reload).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});

describe('toasts', () => {
  it('show a translated key or a server text for 1500 ms by default', async () => {
    expect(TOAST_DEFAULT_DURATION_MS).toBe(1500);
    renderWithIntl(<Toaster />);
    await act(() => Promise.resolve().then(() => showToast({ key: 'login.success' })));
    expect(screen.getByText('Login Successful')).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(1499));
    expect(screen.queryByText('Login Successful')).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByText('Login Successful')).toBeNull();

    await act(() => Promise.resolve().then(() => showToast({ text: 'Server says no' }, 3000)));
    await act(async () => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByText('Server says no')).toBeTruthy();
  });
});
