// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart, type LazyPart } from '@/lib/lazy/lazy-part';
import { useLazyPart } from './use-lazy-part';

afterEach(cleanup);

interface SheetModule {
  Sheet: () => ReactNode;
}

const sheetModule: SheetModule = { Sheet: () => <p>the sheet</p> };

function Opener({
  part,
  wanted,
  preload = true,
}: {
  part: LazyPart<SheetModule>;
  wanted: boolean;
  preload?: boolean;
}) {
  const code = useLazyPart(part, wanted, { preload });
  return (
    <>
      <button aria-busy={wanted && !code}>{code ? 'ready' : 'not yet'}</button>
      {wanted && code && <code.Sheet />}
    </>
  );
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>error view</p> : this.props.children;
  }
}

describe('useLazyPart', () => {
  it('fetches a part nobody asked for yet only once the browser is idle', async () => {
    vi.useFakeTimers();
    try {
      const importer = vi.fn(() => Promise.resolve(sheetModule));
      render(<Opener part={lazyPart(importer)} wanted={false} />);
      expect(importer).not.toHaveBeenCalled();
      await act(async () => {
        await vi.runAllTimersAsync();
      });
      expect(importer).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('button').getAttribute('aria-busy')).toBe('false');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the opener pending once asked, until the part has arrived', async () => {
    let resolve: (module: SheetModule) => void = () => undefined;
    const importer = vi.fn(() => new Promise<SheetModule>((done) => (resolve = done)));
    const part = lazyPart(importer);
    const { rerender } = render(<Opener part={part} wanted={false} />);
    rerender(<Opener part={part} wanted />);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button').getAttribute('aria-busy')).toBe('true');
    await act(async () => {
      resolve(sheetModule);
      await part.load();
    });
    expect(screen.getByRole('button').textContent).toBe('ready');
    expect(screen.getByText('the sheet')).toBeTruthy();
  });

  it('renders a part that has already arrived in the same render that asks for it', async () => {
    const part = lazyPart(() => Promise.resolve(sheetModule));
    await part.load();
    const { rerender } = render(<Opener part={part} wanted={false} />);
    rerender(<Opener part={part} wanted />);
    // No suspending and no effect in between: the sheet is in the DOM as the render commits.
    expect(screen.getByText('the sheet')).toBeTruthy();
  });

  it('keeps a part that cannot be loaded out quietly, retries it with backoff and when back online, and shows it once it comes', async () => {
    vi.useFakeTimers();
    try {
      let connected = false;
      const importer = vi.fn(() =>
        connected ? Promise.resolve(sheetModule) : Promise.reject(new Error('ChunkLoadError')),
      );
      const part = lazyPart(importer);
      render(
        <Boundary>
          <Opener part={part} wanted preload={false} />
        </Boundary>,
      );
      await act(async () => vi.advanceTimersByTimeAsync(0));
      expect(importer).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('button').getAttribute('aria-busy')).toBe('true');
      await act(async () => vi.advanceTimersByTimeAsync(1000));
      expect(importer).toHaveBeenCalledTimes(2);
      // The next retry is due 2 s after that one, less up to a fifth at random: never before 2.4 s in.
      await act(async () => vi.advanceTimersByTimeAsync(1300));
      expect(importer).toHaveBeenCalledTimes(2);
      connected = true;
      await act(async () => {
        window.dispatchEvent(new Event('online'));
        await vi.advanceTimersByTimeAsync(0);
      });
      expect(importer).toHaveBeenCalledTimes(3);
      expect(screen.queryByText('error view')).toBeNull();
      expect(screen.getByText('the sheet')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
