// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { useTranslations } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/shell/toaster';
import { appStore } from '@/lib/state/store';
import { showToast } from '@/lib/toast/toast-store';
import stakeEnglish from '@/pages/pages/pledge/index/english-messages';
import shareEnglish from '@/pages/pages/user/share/english-messages';
import type { MessageTree } from '@/lib/i18n/message-tree';
import { I18nProvider } from './i18n-provider';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function StakeTitle() {
  return <p>{useTranslations('stake')('search')}</p>;
}

function app(screenEnglish: MessageTree | undefined, screen: React.ReactNode) {
  return (
    <JotaiProvider store={appStore}>
      <I18nProvider screenEnglish={screenEnglish}>
        {screen}
        <Toaster />
      </I18nProvider>
    </JotaiProvider>
  );
}

describe('English in parts', () => {
  it('shows a screen’s words from its first render, and keeps them on the next screen', () => {
    const view = render(app(stakeEnglish, <StakeTitle />));
    expect(screen.getByText('Search')).toBeTruthy();
    // The share screen: stake's words are still there, e.g. for a toast raised before leaving.
    view.rerender(app(shareEnglish, <StakeTitle />));
    expect(screen.getByText('Search')).toBeTruthy();
  });

  it('shows a toast whose key no part carried once the whole catalog is in, and says so', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(app(undefined, null));
    act(() => showToast({ key: 'team.remarkSaved' }));
    // Never the key itself: the toast waits for the words.
    expect(screen.queryByText(/remarkSaved/)).toBeNull();
    await vi.waitFor(() => expect(screen.getByText('Modification Successful')).toBeTruthy());
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('MISSING_MESSAGE: toast key "team.remarkSaved"'),
    );
  });
});
