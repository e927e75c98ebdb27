// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart, type LazyPart } from '@/lib/lazy/lazy-part';
import { useLazyPart } from './use-lazy-part';

afterEach(cleanup);

function Opener({ part, wanted }: { part: LazyPart<unknown>; wanted: boolean }) {
  const ready = useLazyPart(part, wanted);
  return <button aria-busy={wanted && !ready}>{ready ? 'ready' : 'not yet'}</button>;
}

describe('useLazyPart', () => {
  it('fetches a part nobody asked for yet only once the browser is idle', async () => {
    vi.useFakeTimers();
    try {
      const importer = vi.fn(() => Promise.resolve('module'));
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
    let resolve: (module: string) => void = () => undefined;
    const importer = vi.fn(() => new Promise<string>((done) => (resolve = done)));
    const part = lazyPart(importer);
    const { rerender } = render(<Opener part={part} wanted={false} />);
    rerender(<Opener part={part} wanted />);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button').getAttribute('aria-busy')).toBe('true');
    await act(async () => {
      resolve('module');
      await part.load();
    });
    expect(screen.getByRole('button').textContent).toBe('ready');
    expect(screen.getByRole('button').getAttribute('aria-busy')).toBe('false');
  });

  it('is ready at once for a part that has already arrived', async () => {
    const part = lazyPart(() => Promise.resolve('module'));
    await part.load();
    render(<Opener part={part} wanted />);
    expect(screen.getByRole('button').textContent).toBe('ready');
  });
});
