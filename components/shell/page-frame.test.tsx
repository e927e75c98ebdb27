// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/lib/test/render-with-intl';
import { LOADING_VIEW_DELAY_MS } from './delayed-loading';
import { PageErrorBoundary } from './page-error-boundary';
import { RouteChangeLoading } from './route-change-loading';

type Handler = (...args: unknown[]) => void;
const handlers = new Map<string, Set<Handler>>();
const router = {
  asPath: '/pages/home/index',
  events: {
    on: (event: string, handler: Handler) => {
      const set = handlers.get(event) ?? new Set<Handler>();
      set.add(handler);
      handlers.set(event, set);
    },
    off: (event: string, handler: Handler) => handlers.get(event)?.delete(handler),
  },
};
const emit = (event: string, ...args: unknown[]) => {
  for (const handler of handlers.get(event) ?? []) handler(...args);
};
vi.mock('next/router', () => ({ useRouter: () => router }));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  handlers.clear();
  vi.useRealTimers();
});

function Broken(): never {
  throw new Error('render failed');
}

describe('page error boundary', () => {
  it('shows the error view in place of a screen that throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithIntl(
      <PageErrorBoundary>
        <Broken />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('button', { name: /could not be loaded/ })).toBeTruthy();
  });
});

describe('route change loading', () => {
  it('shows the loading view while the next screen loads, and the screen once it has come', async () => {
    renderWithIntl(
      <RouteChangeLoading>
        <p>Home screen</p>
      </RouteChangeLoading>,
    );
    act(() => emit('routeChangeStart', '/pages/user/index', { shallow: false }));
    expect(screen.queryByText('Home screen')).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(LOADING_VIEW_DELAY_MS));
    expect(screen.getByText('Loading…')).toBeTruthy();
    act(() => emit('routeChangeComplete', '/pages/user/index'));
    expect(screen.getByText('Home screen')).toBeTruthy();
  });

  it('keeps the screen for a change of query only, and after a failed change', () => {
    renderWithIntl(
      <RouteChangeLoading>
        <p>Home screen</p>
      </RouteChangeLoading>,
    );
    act(() => emit('routeChangeStart', '/pages/home/index?tab=2', { shallow: false }));
    expect(screen.getByText('Home screen')).toBeTruthy();
    act(() => emit('routeChangeStart', '/pages/user/index', { shallow: false }));
    act(() => emit('routeChangeError', new Error('chunk'), '/pages/user/index'));
    expect(screen.getByText('Home screen')).toBeTruthy();
  });
});
