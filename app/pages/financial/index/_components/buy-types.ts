import type { FinancialProduct } from '@/lib/api/endpoints/financial-financial-product';

/** A purchase as reviewed, then as done. */
export interface BuyReview {
  product: FinancialProduct;
  days: number;
  amount: string;
  earnings: string;
  managementFee: string;
  actualEarnings: string;
  quantity: string;
  /** Expected maturity (the platform dates it from its own clock). */
  maturesAt: number;
}

export type BuyDone = BuyReview & { at: number };
