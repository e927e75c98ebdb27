/**
 * Exact rate arithmetic shared by the server (what is booked) and the app (what is shown before
 * confirming), so both always agree to the wei. Rates are decimal fraction strings ("0.012");
 * every product of an amount and a rate is floored to whole wei (see docs/ledger.md).
 */
const RATE_SCALE_DIGITS = 18;
const RATE_SCALE = 10n ** BigInt(RATE_SCALE_DIGITS);
const RATE_PATTERN = /^(0|[1-9]\d*)(?:\.(\d{1,18}))?$/;

/** "0.012" → 12_000_000_000_000_000n (the rate × 10^18, exact). Throws on anything else. */
export function parseRate(rate: string): bigint {
  const match = RATE_PATTERN.exec(rate);
  if (!match) throw new RangeError(`Not a rate: ${JSON.stringify(rate)}`);
  const [, whole = '0', fraction = ''] = match;
  return BigInt(whole) * RATE_SCALE + BigInt(fraction.padEnd(RATE_SCALE_DIGITS, '0'));
}

/** floor(wei × rate × times); `times` is a whole number of periods (days). */
export function applyRate(wei: bigint, rate: string, times = 1n): bigint {
  return (wei * parseRate(rate) * times) / RATE_SCALE;
}

export interface FinancialProjection {
  /** Gross earnings: floor(amount × rate × days). */
  earnings: bigint;
  /** floor(earnings × managementFeeRate). */
  managementFee: bigint;
  /** earnings − managementFee. */
  actualEarnings: bigint;
  /** amount + actualEarnings: what returns to the balance at maturity. */
  quantity: bigint;
}

export function projectFinancial(
  amountWei: bigint,
  rate: string,
  managementFeeRate: string,
  days: number,
): FinancialProjection {
  const earnings = applyRate(amountWei, rate, BigInt(days));
  const managementFee = applyRate(earnings, managementFeeRate);
  const actualEarnings = earnings - managementFee;
  return { earnings, managementFee, actualEarnings, quantity: amountWei + actualEarnings };
}

/** Withdrawal fee floor(amount × feeRate) and what reaches the wallet. */
export function withdrawalFee(amountWei: bigint, feeRate: string): { fee: bigint; arrival: bigint } {
  const fee = applyRate(amountWei, feeRate);
  return { fee, arrival: amountWei - fee };
}

/** "0.012" → "1.2" (percent, exact, no trailing zeros). */
export function rateToPercent(rate: string): string {
  const scaled = parseRate(rate) * 100n;
  const whole = scaled / RATE_SCALE;
  const fraction = (scaled % RATE_SCALE).toString().padStart(RATE_SCALE_DIGITS, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole.toString();
}
