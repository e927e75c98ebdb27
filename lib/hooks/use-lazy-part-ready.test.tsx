// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart, type LazyPart } from '@/lib/lazy/lazy-part';
import { useLazyPartReady } from './use-lazy-part-ready';

afterEach(cleanup);

function Opener({ part, wanted }: { part: LazyPart<unknown>; wanted: boolean }) {
  const ready = useLazyPartReady(part, wanted);
  return <button aria-busy={wanted && !ready}>{ready ? 'ready' : 'not yet'}</button>;
}

describe('useLazyPartReady', () => {
  it('does not load a part nobody asked for', () => {
    const importer = vi.fn(() => Promise.resolve('module'));
    render(<Opener part={lazyPart(importer)} wanted={false} />);
    expect(importer).not.toHaveBeenCalled();
    expect(screen.getByRole('button').textContent).toBe('not yet');
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
