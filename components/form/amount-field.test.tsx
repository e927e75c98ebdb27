// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AmountField } from './amount-field';

afterEach(cleanup);

function Field({ max, error = null }: { max: string | null; error?: string | null }) {
  const [value, setValue] = useState('');
  return (
    <AmountField
      label="Amount"
      name="amount"
      value={value}
      onChange={setValue}
      error={error}
      hint="Minimum 10.0000 BTCW"
      max={{ label: 'Max', value: max }}
    />
  );
}

describe('AmountField', () => {
  it('fills what may be spent with Max', () => {
    render(<Field max="1250.5" />);
    fireEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(screen.getByLabelText<HTMLInputElement>('Amount').value).toBe('1250.5');
  });

  it('cannot fill anything when nothing may be spent', () => {
    render(<Field max={null} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Max' }).disabled).toBe(true);
  });

  it('shows one message at a time: the error replaces the hint, and describes the input', () => {
    render(<Field max="1" error="Insufficient Balance" />);
    expect(screen.queryByText('Minimum 10.0000 BTCW')).toBeNull();
    const input = screen.getByLabelText('Amount');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Insufficient Balance');
  });

  it('describes the input with the hint while there is no error', () => {
    render(<Field max="1" />);
    const input = screen.getByLabelText('Amount');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Minimum 10.0000 BTCW',
    );
  });
});
