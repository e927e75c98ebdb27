// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useShownData } from './use-hydrated';

/** A part showing a balance; `seen` records what each of its renders showed. */
function Balance({ balance, seen }: { balance: string | undefined; seen: (string | undefined)[] }) {
  const shown = useShownData(balance);
  seen.push(shown);
  return <p>{shown ?? 'placeholder'}</p>;
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  document.body.innerHTML = '';
});

function container(): HTMLDivElement {
  const element = document.createElement('div');
  document.body.append(element);
  return element;
}

describe('useShownData', () => {
  it('keeps the prerendered placeholder while hydrating, then shows the data that had come', async () => {
    const element = container();
    element.innerHTML = renderToString(<Balance balance="1.5" seen={[]} />);
    expect(element.textContent).toBe('placeholder');
    const seen: (string | undefined)[] = [];
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(element, <Balance balance="1.5" seen={seen} />, {
        onRecoverableError: (error) => errors.push(error),
      });
      await Promise.resolve();
    });
    expect(errors).toEqual([]);
    expect(seen[0]).toBeUndefined();
    expect(element.textContent).toBe('1.5');
  });

  it('shows data already in the cache at once on a screen opened after hydration', async () => {
    const element = container();
    const seen: (string | undefined)[] = [];
    await act(async () => {
      createRoot(element).render(<Balance balance="2.25" seen={seen} />);
      await Promise.resolve();
    });
    expect(seen[0]).toBe('2.25');
    expect(element.textContent).toBe('2.25');
  });

  it('renders an answer that comes later in a deferred pass, the urgent one keeping what was shown', async () => {
    const element = container();
    const seen: (string | undefined)[] = [];
    const root = createRoot(element);
    await act(async () => {
      root.render(<Balance balance={undefined} seen={seen} />);
      await Promise.resolve();
    });
    seen.length = 0;
    await act(async () => {
      root.render(<Balance balance="3" seen={seen} />);
      await Promise.resolve();
    });
    expect(seen[0]).toBeUndefined();
    expect(seen.at(-1)).toBe('3');
    expect(element.textContent).toBe('3');
  });
});
