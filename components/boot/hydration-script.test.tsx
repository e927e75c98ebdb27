// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrationScript } from './hydration-script';

const SOURCE = 'window.ran = true';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('HydrationScript', () => {
  it('is in the prerendered HTML and hydrates without a mismatch', async () => {
    const html = renderToString(<HydrationScript source={SOURCE} />);
    expect(html).toBe(`<script>${SOURCE}</script>`);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
    await act(async () => {
      hydrateRoot(container, <HydrationScript source={SOURCE} />, {
        onRecoverableError: (error) => console.error(error),
      });
      await Promise.resolve();
    });
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders nothing when the screen is first rendered on the client', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
    await act(async () => {
      createRoot(container).render(<HydrationScript source={SOURCE} />);
      await Promise.resolve();
    });
    expect(container.innerHTML).toBe('');
    expect(errors).not.toHaveBeenCalled();
  });
});
