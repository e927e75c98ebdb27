// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/lib/test/render-with-intl';
import { appStore } from '@/lib/state/store';
import { toastAtom } from '@/lib/toast/toast-store';
import { Address } from './address';
import { CopyableAddress } from './copyable-address';
import { Amount } from './amount';
import { explorerTxUrl, Hash } from './hash';
import { StatusChip } from './status-chip';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HASH = `0x${'1f'.repeat(31)}9a`;
const ADDRESS = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

describe('Amount', () => {
  it.each([
    ['en', '1,000,000,000.0000'],
    ['zh-Hant', '1,000,000,000.0000'],
    ['vi', '1.000.000.000,0000'],
  ] as const)('shows the unit and %s grouping', (locale, figure) => {
    renderWithIntl(<Amount value="1000000000" testId="a" />, locale);
    expect(screen.getByTestId('a').textContent).toBe(`${figure}BTCW`);
  });
  it('steps the hero size down as the figure grows', () => {
    renderWithIntl(<Amount value="1000000000" size="hero" testId="big" />);
    renderWithIntl(<Amount value="12" size="hero" testId="small" />);
    expect(screen.getByTestId('big').dataset.step).toBe('long');
    expect(screen.getByTestId('small').dataset.step).toBe('short');
  });
  it('shows a negative balance (a held account) with its sign, stepped by the whole figure', () => {
    renderWithIntl(<Amount value="-21" size="hero" testId="held" />);
    renderWithIntl(<Amount value="-123456789.5" size="hero" testId="wide" />);
    expect(screen.getByTestId('held').textContent).toBe('-21.0000BTCW');
    expect(screen.getByTestId('held').dataset.step).toBe('short');
    expect(screen.getByTestId('wide').textContent).toBe('-123,456,789.5000BTCW');
    expect(screen.getByTestId('wide').dataset.step).toBe('wide');
  });
});

describe('Hash', () => {
  it('shortens the hash, keeps it whole in the title and copies it whole', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    renderWithIntl(<Hash value={HASH} testId="h" />, 'vi');
    expect(screen.getByTestId('h').textContent).toBe('0x1f1f1f…1f1f9a');
    expect(screen.getByTestId('h').getAttribute('title')).toBe(HASH);
    fireEvent.click(screen.getByRole('button', { name: 'Sao chép hash giao dịch' }));
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith(HASH));
    // Translated where it is raised: the toaster has only the shell's words.
    expect(appStore.get(toastAtom)?.message).toEqual({ text: 'Đã sao chép' });
  });
  it('links to the explorer only when one is configured and the value is a hash', () => {
    expect(explorerTxUrl(HASH, '')).toBeNull();
    expect(explorerTxUrl(HASH, 'https://scan.example/')).toBe(`https://scan.example/tx/${HASH}`);
    expect(explorerTxUrl('0x12', 'https://scan.example')).toBeNull();
  });
});

describe('Address', () => {
  it('masks as the spec says and names the copy button in each language', () => {
    renderWithIntl(<CopyableAddress value={ADDRESS} testId="addr" />, 'zh-Hant');
    expect(screen.getByTestId('addr').textContent).toBe('0x3C44C******A4293BC');
    expect(screen.getByRole('button', { name: '複製錢包地址' })).toBeTruthy();
  });
  it('has no copy button where it is only shown (a form’s own wallet card)', () => {
    renderWithIntl(<Address value={ADDRESS} testId="addr" />, 'en');
    expect(screen.getByTestId('addr').textContent).toBe('0x3C44C******A4293BC');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('StatusChip', () => {
  it.each([
    ['en', 'Success', 'Failed', 'Auditing'],
    ['zh-Hant', '成功', '失敗', '審核中'],
    ['vi', 'Thành công', 'Thất bại', 'Đang xét duyệt'],
  ] as const)('names every status in %s, each in its own colour', (locale, success, failed, auditing) => {
    renderWithIntl(
      <>
        <StatusChip status="Success" testId="s" />
        <StatusChip status="Failed" testId="f" />
        <StatusChip status="Auditing" testId="a" />
      </>,
      locale,
    );
    expect(screen.getByTestId('s').textContent).toBe(success);
    expect(screen.getByTestId('f').textContent).toBe(failed);
    expect(screen.getByTestId('a').textContent).toBe(auditing);
    const classes = new Set(['s', 'f', 'a'].map((id) => screen.getByTestId(id).className));
    expect(classes.size).toBe(3);
  });
  it('reads "Confirming n/N" while a payment waits for its depth', () => {
    renderWithIntl(<StatusChip status="Auditing" confirmations={{ current: 1, required: 3 }} testId="c" />);
    expect(screen.getByTestId('c').textContent).toBe('Confirming 1/3');
  });
  it.each([
    ['en', 'Confirming'],
    ['zh-Hant', '確認中'],
    ['vi', 'Đang xác nhận'],
  ] as const)('reads "Confirming" in %s for a chain payment whose depth is not known yet', (locale, word) => {
    renderWithIntl(<StatusChip status="Auditing" chainPayment testId="p" />, locale);
    expect(screen.getByTestId('p').textContent).toBe(word);
  });
  it('reads "Under review" while the platform checks a payment by hand, whatever its depth', () => {
    renderWithIntl(
      <StatusChip status="Auditing" confirmations={{ current: 3, required: 3 }} underReview testId="r" />,
    );
    expect(screen.getByTestId('r').textContent).toBe('Under review');
  });
});
