import type { CashResult } from '@/lib/api/endpoints/asset-cash';

/** What the review sheet shows and the confirm sends. */
export interface WithdrawReviewData {
  amount: string;
  fee: string;
  arrival: string;
  password: string;
}

export type WithdrawDone = WithdrawReviewData & { result: CashResult; at: number };
