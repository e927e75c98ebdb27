import * as z from 'zod/mini';

/**
 * Which ledger a flow list reads: `income` = earnings as they accrue (property/record),
 * `balance` = every movement of the platform balance (property/record2),
 * `recharge` = recharge submissions with their audit status (recharge/record).
 */
export const flowTypeSchema = z.enum(['income', 'balance', 'recharge']);
export type FlowType = z.infer<typeof flowTypeSchema>;

export const incomeFlowKinds = ['stakeEarnings', 'financialEarnings'] as const;
export const balanceFlowKinds = [
  'recharge',
  'withdrawal',
  'withdrawalRefund',
  'release',
  'financialPurchase',
  'financialRedemption',
] as const;

export const flowKindSchema = z.enum([...incomeFlowKinds, ...balanceFlowKinds]);
export type FlowKind = z.infer<typeof flowKindSchema>;
