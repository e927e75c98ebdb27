// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import vi_ from '@/messages/vi.json';
import zhHant from '@/messages/zh-Hant.json';
import GlobalError from './global-error';

afterEach(() => {
  cleanup();
  document.documentElement.lang = '';
});

describe('the last-resort error page', () => {
  it("speaks the page's language, with the head script's words, and retries on Retry", () => {
    window.__screenLoadText = { en: en.screenLoad, 'zh-Hant': zhHant.screenLoad, vi: vi_.screenLoad };
    document.documentElement.lang = 'vi';
    const retry = vi.fn();
    // It renders its own <html>: React warns about nesting it in a test container, which is fine here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<GlobalError error={new Error('frame failed')} retry={retry} />);
    expect(screen.getByRole('alert').textContent).toContain(vi_.screenLoad.failed);
    fireEvent.click(screen.getByRole('button', { name: vi_.screenLoad.retry }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
