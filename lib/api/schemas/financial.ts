import * as z from 'zod/mini';
import { decimalAmountSchema, idSchema, rateSchema, timestampSchema } from './common';

export const financialOrderStatusSchema = z.enum(['Stake', 'Maturity']);
export type FinancialOrderStatus = z.infer<typeof financialOrderStatusSchema>;

/** Term lengths are whole days; a year-long product is the longest the platform offers. */
export const financialDaysSchema = z.number().check(z.int(), z.minimum(1), z.maximum(366));

/** One financial-product purchase, as both record lists show it. */
export const financialOrderSchema = z.object({
  id: idSchema,
  productId: idSchema,
  productName: z.string(),
  /** Principal paid from the balance. */
  amount: decimalAmountSchema,
  createdAt: timestampSchema,
  days: financialDaysSchema,
  /** Daily rate at purchase (fraction). */
  rate: rateSchema,
  /** Gross earnings accrued so far (all of them once matured). */
  earned: decimalAmountSchema,
  managementFee: decimalAmountSchema,
  /** earned − managementFee. */
  actualEarnings: decimalAmountSchema,
  status: financialOrderStatusSchema,
  /** BTCW credited to the balance at maturity: amount + actualEarnings (projected while Stake). */
  quantity: decimalAmountSchema,
  maturesAt: timestampSchema,
});
export type FinancialOrder = z.infer<typeof financialOrderSchema>;
