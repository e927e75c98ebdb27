// @vitest-environment jsdom
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import zhHant from '@/messages/zh-Hant.json';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { renderWithIntl } from '@/lib/test/render-with-intl';
import { TextField } from './text-field';
import { useRefusal } from './use-refusal';

afterEach(cleanup);

/** A one-field form as the screens build it: the refusal at the field, the rest in a banner. */
function InviterForm({ refusal: error }: { refusal: ApiError }) {
  const refusal = useRefusal<'inviter' | 'password'>({ inviterNotFound: 'inviter' });
  const [inviter, setInviter] = useState('');
  const [password, setPassword] = useState('');
  return (
    <form>
      <TextField
        label="Inviter"
        hint="Starts with 0x"
        value={inviter}
        onChange={(event) => {
          setInviter(event.target.value);
          refusal.clear('inviter');
        }}
        error={refusal.at('inviter')}
      />
      <TextField
        label="Password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          refusal.clear('password');
        }}
        error={null}
      />
      {refusal.banner && <p data-testid="banner">{refusal.banner}</p>}
      <button type="button" onClick={() => refusal.capture(error)}>
        Send
      </button>
    </form>
  );
}

describe('a refused form', () => {
  it('shows the refusal at its field instead of the hint, until that field is edited', () => {
    renderWithIntl(
      <InviterForm
        refusal={
          new ApiError('body', 'The inviter is not a registered member.', {
            code: 422,
            reason: 'inviterNotFound',
          })
        }
      />,
    );
    const inviter = screen.getByLabelText('Inviter');
    expect(inviter.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Starts with 0x')).toBeTruthy();

    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('The inviter is not a registered member.');
    expect(inviter.getAttribute('aria-invalid')).toBe('true');
    // One message per field: the hint is gone while the error shows.
    expect(screen.queryByText('Starts with 0x')).toBeNull();

    // Editing another field leaves it; editing the inviter takes it away and the hint returns.
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'x' } });
    expect(screen.getByRole('alert').textContent).toBe('The inviter is not a registered member.');
    fireEvent.change(inviter, { target: { value: '0x1' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Starts with 0x')).toBeTruthy();
  });

  it('words a refusal the platform sent without a message, in the banner when it has no field', () => {
    renderWithIntl(<InviterForm refusal={new ApiError('body', '', { code: 500 })} />, 'vi');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(screen.getByTestId('banner').textContent).toBe('Lỗi phản hồi từ máy chủ');
  });

  it('words a refusal the catalogue knows again when the reader switches language', () => {
    function Switchable() {
      const [locale, setLocale] = useState<'en' | 'zh-Hant'>('en');
      return (
        <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : zhHant} timeZone="UTC">
          <InviterForm
            refusal={
              new ApiError('body', 'This wallet has no account yet. Register to create one.', {
                code: 422,
                reason: 'accountNotRegistered',
              })
            }
          />
          <button type="button" onClick={() => setLocale('zh-Hant')}>
            繁體中文
          </button>
        </NextIntlClientProvider>
      );
    }
    render(<Switchable />);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(screen.getByTestId('banner').textContent).toBe(
      'This wallet has no account yet. Register to create one.',
    );
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: '繁體中文' }));
    });
    expect(screen.getByTestId('banner').textContent).toBe(zhHant.refusals.accountNotRegistered);
    expect(zhHant.refusals.accountNotRegistered).toMatch(/錢包/);
  });

  it("shows a platform's own words for a reason the catalogue does not know", () => {
    renderWithIntl(
      <InviterForm
        refusal={new ApiError('body', 'Ask the operator.', { code: 422, reason: 'somethingNew' })}
      />,
      'vi',
    );
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(screen.getByTestId('banner').textContent).toBe('Ask the operator.');
  });
});
