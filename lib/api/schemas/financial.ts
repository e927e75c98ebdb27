import { schema, type Infer } from '../schema';
import { decimalAmountSchema, idSchema, rateSchema, timestampSchema } from './common';

export const financialOrderStatusSchema = schema((z) => z.enum(['Stake', 'Maturity']));
export type FinancialOrderStatus = Infer<typeof financialOrderStatusSchema>;

/** Term lengths are whole days; a year-long product is the longest the platform offers. */
export const financialDaysSchema = schema((z) =>
  z
    .number()
    .check(
      z.int('days_out_of_range'),
      z.minimum(1, 'days_out_of_range'),
      z.maximum(366, 'days_out_of_range'),
    ),
);

/** One financial-product purchase, as both record lists show it. */
export const financialOrderSchema = schema((z) =>
  z.object({
    id: idSchema(z),
    productId: idSchema(z),
    productName: z.string(),
    /** Principal paid from the balance. */
    amount: decimalAmountSchema(z),
    createdAt: timestampSchema(z),
    days: financialDaysSchema(z),
    /** Daily rate at purchase (fraction). */
    rate: rateSchema(z),
    /** Gross earnings accrued so far (all of them once matured). */
    earned: decimalAmountSchema(z),
    managementFee: decimalAmountSchema(z),
    /** earned − managementFee. */
    actualEarnings: decimalAmountSchema(z),
    status: financialOrderStatusSchema(z),
    /** BTCW credited to the balance at maturity: amount + actualEarnings (projected while Stake). */
    quantity: decimalAmountSchema(z),
    maturesAt: timestampSchema(z),
  }),
);
export type FinancialOrder = Infer<typeof financialOrderSchema>;
