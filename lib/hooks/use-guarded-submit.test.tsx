// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useGuardedSubmit, type Send } from './use-guarded-submit';

afterEach(cleanup);

function Form({ prepare, onError }: { prepare: () => Send | null; onError?: (error: unknown) => void }) {
  const { busy, onSubmit } = useGuardedSubmit({ onError });
  return (
    <form onSubmit={onSubmit(prepare)} aria-label="form">
      <button type="submit" disabled={busy}>
        {busy ? 'busy' : 'idle'}
      </button>
    </form>
  );
}

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useGuardedSubmit', () => {
  it('sends once while a submission is in flight, then accepts the next', async () => {
    let pending = deferred();
    const send = vi.fn(() => pending.promise);
    render(<Form prepare={() => send} />);
    const form = screen.getByRole('form');
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button').textContent).toBe('busy');
    await act(async () => {
      pending.resolve();
      await pending.promise;
    });
    expect(screen.getByRole('button').textContent).toBe('idle');
    pending = deferred();
    act(() => {
      fireEvent.submit(form);
    });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('does not get busy when there is nothing to send', () => {
    const prepare = vi.fn(() => null);
    render(<Form prepare={prepare} />);
    act(() => {
      fireEvent.submit(screen.getByRole('form'));
    });
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button').textContent).toBe('idle');
  });

  it('hands a failed send to onError and becomes idle again', async () => {
    const failure = new Error('refused');
    const pending = deferred();
    const onError = vi.fn();
    render(<Form prepare={() => () => pending.promise} onError={onError} />);
    act(() => {
      fireEvent.submit(screen.getByRole('form'));
    });
    await act(async () => {
      pending.reject(failure);
      await pending.promise.catch(() => undefined);
    });
    expect(onError).toHaveBeenCalledWith(failure);
    expect(screen.getByRole('button').textContent).toBe('idle');
  });
});

function Confirm({ send }: { send: Send }) {
  const { busy, act: run } = useGuardedSubmit();
  return (
    <button type="button" disabled={busy} onClick={() => run(send)}>
      {busy ? 'busy' : 'idle'}
    </button>
  );
}

describe('useGuardedSubmit().act (a confirm button outside a form)', () => {
  it('sends once for two presses in one task, then accepts the next', async () => {
    let pending = deferred();
    const send = vi.fn(() => pending.promise);
    render(<Confirm send={send} />);
    const button = screen.getByRole('button');
    act(() => {
      // Both land before React re-renders the button as disabled: only the guard stops the second.
      button.click();
      button.click();
    });
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => {
      pending.resolve();
      await pending.promise;
    });
    expect(button.textContent).toBe('idle');
    pending = deferred();
    act(() => {
      button.click();
    });
    expect(send).toHaveBeenCalledTimes(2);
  });
});
