import { schema, type Infer } from '../schema';

/**
 * Which ledger a flow list reads: `income` = earnings as they accrue (property/record),
 * `balance` = every movement of the platform balance (property/record2),
 * `recharge` = recharge submissions with their audit status (recharge/record).
 */
export const flowTypeSchema = schema((z) => z.enum(['income', 'balance', 'recharge']));
export type FlowType = Infer<typeof flowTypeSchema>;

export const incomeFlowKinds = ['stakeEarnings', 'financialEarnings'] as const;
export const balanceFlowKinds = [
  'recharge',
  'withdrawal',
  'withdrawalRefund',
  'release',
  'financialPurchase',
  'financialRedemption',
  // A credited payment that left the chain (reorg) taken back.
  'paymentReversal',
] as const;

export const flowKindSchema = schema((z) => z.enum([...incomeFlowKinds, ...balanceFlowKinds]));
export type FlowKind = Infer<typeof flowKindSchema>;
