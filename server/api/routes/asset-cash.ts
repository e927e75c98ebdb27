import { assetCash } from '@/lib/api/endpoints/asset-cash';
import { checkMemberPassword } from '../../auth/member-password-check';
import { settleDueOrders } from '../../financial/financial';
import { formatBtcw, parseBtcw } from '../../money';
import { assertWithdrawalLimits, requestWithdrawal } from '../../withdrawals/withdrawals';
import { memberRoute } from '../api-route';

/**
 * Limits first (nothing to count), then the password (the session's re-check throttle, which
 * strangers' failed logins do not touch), then one transaction:
 * idempotency check, conditional debit, pending withdrawal.
 */
export const assetCashRoute = memberRoute(
  assetCash,
  async ({ amount, password, idempotencyKey }, ctx) => {
    const amountWei = parseBtcw(amount);
    await assertWithdrawalLimits(ctx.db, amountWei);
    await checkMemberPassword(ctx, ctx.member.account, password);
    // Matured financial orders pay out first, so that money is withdrawable at once.
    await settleDueOrders(ctx.db, ctx.now(), { memberId: ctx.member.id });
    const withdrawal = await requestWithdrawal(ctx.db, {
      memberId: ctx.member.id,
      amountWei,
      idempotencyKey,
      now: ctx.now(),
    });
    return {
      withdrawalId: withdrawal.id,
      fee: formatBtcw(withdrawal.feeWei),
      arrival: formatBtcw(withdrawal.arrivalWei),
      status: 'Auditing' as const,
      createdAt: withdrawal.createdAt.toISOString(),
    };
  },
  { successMessage: 'cashSuccess' },
);
