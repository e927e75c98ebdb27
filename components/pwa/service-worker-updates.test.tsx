// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/lib/test/render-with-intl';
import { ServiceWorkerUpdates } from './service-worker-updates';

/** A worker registration that finds a new version waiting at once. */
vi.mock('workbox-window', () => ({
  Workbox: class {
    private readonly listeners = new Map<string, () => void>();
    addEventListener(type: string, listener: () => void) {
      this.listeners.set(type, listener);
    }
    register() {
      this.listeners.get('waiting')?.();
      return Promise.resolve(undefined);
    }
  },
}));

/** The page's controlling worker: a new version waits behind it, or (null) this is the first install. */
function controlledBy(controller: object | null) {
  Object.defineProperty(navigator, 'serviceWorker', { value: { controller }, configurable: true });
}

afterEach(cleanup);

describe('update prompt', () => {
  // jsdom has <dialog> but not its modal methods.
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.open = true;
    },
    close(this: HTMLDialogElement) {
      this.open = false;
    },
  });

  it.each([
    ['en', 'A new version is ready. Restart now?', ['Later', 'Restart now']],
    ['zh-Hant', '新版本已就緒，要立即重新啟動嗎？', ['稍後', '立即重新啟動']],
    ['vi', 'Đã có phiên bản mới. Khởi động lại ngay?', ['Để sau', 'Khởi động lại ngay']],
  ] as const)('names its actions in %s', async (locale, question, buttons) => {
    controlledBy({});
    renderWithIntl(<ServiceWorkerUpdates />, locale);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(question);
    await act(() => Promise.resolve());
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(buttons);
  });

  it('stays away on a first install that workbox-window reports as waiting: nothing controls the page yet', async () => {
    controlledBy(null);
    renderWithIntl(<ServiceWorkerUpdates />, 'en');
    // The worker module loads, registers and reports "waiting" within these turns.
    for (let turn = 0; turn < 10; turn += 1) await act(() => Promise.resolve());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
