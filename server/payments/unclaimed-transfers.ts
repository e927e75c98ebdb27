/**
 * Treasury transfers nobody has accounted for. A member's transfer whose claim failed only because
 * the chain had not shown it yet (or a reorg removed it) is claimed again for them. One that no
 * claim matches within the grace period is matched to the member's unpaid stake order when it fits
 * exactly (a stake payment is never swallowed as a recharge), offered to the member to claim as a
 * recharge, listed for the operator, and credited by itself when the operator turned that on.
 */
import { ApiFailure, CODE } from '../api/api-failure';
import type { Queryable } from '../db/db';
import { formatBtcw } from '../money';
import { readSettings, type Settings } from '../settings/settings';
import { claimsOf, insertClaim, liveClaimsOf, lockClaimsOf, refusedClaimOf, settleClaim } from './claims';
import { reviveClaim } from './late-payments';
import type { PaymentDeps } from './payment-deps';
import { upsertRecharge } from './payments';

interface TransferRow {
  tx_hash: string;
  from_address: string;
  to_address: string;
  value: string;
  block_number: string;
  member_id: number | null;
  seen_at: Date;
}

const TRANSFER_COLUMNS = `t.tx_hash, t.from_address, t.to_address, t.value::text AS value,
  t.block_number::text AS block_number, t.member_id::int AS member_id, t.seen_at`;

/** Nobody's live claim, still on chain, not settled by hand or automatically, not refused by an operator. */
const OPEN = `t.status = 'onChain' AND t.handled IS NULL AND NOT EXISTS (
  SELECT 1 FROM payment_claims c WHERE c.tx_hash = t.tx_hash
    AND (c.status IN ('pending', 'credited', 'refunded') OR c.reason = 'refused'))`;

const graceMs = (settings: Settings) => Number(settings.unclaimed_grace_minutes) * 60_000;

/** The member's unpaid stake order this transfer pays exactly (payer, value, after the lock), if any. */
async function matchingStakeOrder(db: Queryable, transfer: TransferRow): Promise<number | null> {
  const [order] = await db.query<{ id: number }>(
    `SELECT o.id::int AS id FROM stake_orders o
     WHERE o.member_id = $1 AND o.from_address = $2 AND o.treasury_address = $3 AND o.amount = $4::numeric
       AND o.lock_block < $5::numeric AND o.status IN ('locked', 'auditing', 'expired', 'cancelled')
       AND NOT EXISTS (SELECT 1 FROM payment_claims c WHERE c.stake_order_id = o.id
                       AND c.status IN ('pending', 'credited', 'refunded'))
     ORDER BY o.id DESC LIMIT 1`,
    [transfer.member_id, transfer.from_address, transfer.to_address, transfer.value, transfer.block_number],
  );
  return order?.id ?? null;
}

/** Claims `transfer` for its member: for their matching stake order, else as a recharge of its value. */
async function claimFor(
  deps: PaymentDeps,
  transfer: TransferRow & { member_id: number },
  account: string,
): Promise<{ claimId: number; purpose: 'stake' | 'recharge' } | null> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await lockClaimsOf(tx, transfer.tx_hash);
    // Already claimed by them (a tap raced another, or the settler): leave their record as it is.
    const live = await liveClaimsOf(tx, transfer.tx_hash);
    if (live.some((claim) => claim.member_id === transfer.member_id)) return null;
    const stakeOrderId = await matchingStakeOrder(tx, transfer);
    if (stakeOrderId !== null) {
      const claimId = await insertClaim(tx, {
        hash: transfer.tx_hash,
        purpose: 'stake',
        memberId: transfer.member_id,
        stakeOrderId,
        now,
      });
      if (claimId !== null)
        await tx.query(
          `UPDATE stake_orders SET status = 'auditing', tx_hash = $2 WHERE id = $1 AND status = 'locked'`,
          [stakeOrderId, transfer.tx_hash],
        );
      return claimId === null ? null : { claimId, purpose: 'stake' as const };
    }
    const rechargeId = await upsertRecharge(tx, {
      memberId: transfer.member_id,
      account,
      treasury: transfer.to_address,
      hash: transfer.tx_hash,
      amountWei: BigInt(transfer.value),
      now,
    });
    const claimId = await insertClaim(tx, {
      hash: transfer.tx_hash,
      purpose: 'recharge',
      memberId: transfer.member_id,
      rechargeId,
      now,
    });
    return claimId === null ? null : { claimId, purpose: 'recharge' as const };
  });
}

async function accountOf(db: Queryable, memberId: number): Promise<string | null> {
  const [row] = await db.query<{ account: string }>('SELECT account FROM members WHERE id = $1', [memberId]);
  return row?.account ?? null;
}

/** One pass over the open transfers the watcher recorded. */
export async function matchTransfers(
  deps: PaymentDeps,
  limit = 200,
): Promise<{ revived: number; claimed: number }> {
  const settings = await readSettings(deps.db);
  const transfers = await deps.db.query<TransferRow>(
    `SELECT ${TRANSFER_COLUMNS} FROM treasury_transfers t WHERE t.status = 'onChain' AND t.handled IS NULL
     ORDER BY t.seen_at LIMIT $1`,
    [limit],
  );
  let revived = 0;
  let claimed = 0;
  for (const transfer of transfers) {
    if (deps.stopping?.()) break;
    const live = await liveClaimsOf(deps.db, transfer.tx_hash);
    if (live.some((claim) => claim.status !== 'pending')) {
      await deps.db.query(`UPDATE treasury_transfers SET handled = 'claimed' WHERE tx_hash = $1`, [
        transfer.tx_hash,
      ]);
      continue;
    }
    if (live.length > 0 || transfer.member_id === null) continue;
    // An operator refused a claim of it: settled by hand, never offered or claimed again.
    if (await refusedClaimOf(deps.db, transfer.tx_hash)) {
      await deps.db.query(`UPDATE treasury_transfers SET handled = 'operator' WHERE tx_hash = $1`, [
        transfer.tx_hash,
      ]);
      continue;
    }
    const memberId = transfer.member_id;
    const dead = (await claimsOf(deps.db, transfer.tx_hash)).find(
      (claim) =>
        claim.member_id === memberId &&
        (claim.status === 'reversed' || (claim.status === 'rejected' && claim.reason === 'notFound')),
    );
    if (dead) {
      const claimId = await reviveClaim(deps, dead);
      if (claimId !== null) {
        revived += 1;
        await settleClaim(deps, claimId);
      }
      continue;
    }
    if (deps.now().getTime() - new Date(transfer.seen_at).getTime() < graceMs(settings)) continue;
    const account = await accountOf(deps.db, memberId);
    if (!account) continue;
    const stakeOrder = await matchingStakeOrder(deps.db, transfer);
    if (stakeOrder === null && settings.auto_credit_unclaimed !== '1') continue;
    const made = await claimFor(deps, { ...transfer, member_id: memberId }, account);
    if (!made) continue;
    claimed += 1;
    if (made.purpose === 'recharge')
      await deps.db.query(`UPDATE treasury_transfers SET handled = 'auto' WHERE tx_hash = $1`, [
        transfer.tx_hash,
      ]);
    await settleClaim(deps, made.claimId);
  }
  return { revived, claimed };
}

export interface UnclaimedTransfer {
  txHash: string;
  from: string;
  amount: string;
  memberAccount: string | null;
  seenAt: string;
}

/** Transfers past the grace period that nothing accounts for: one member's, or everybody's (operator). */
export async function listUnclaimed(
  db: Queryable,
  now: Date,
  memberId?: number,
): Promise<UnclaimedTransfer[]> {
  const settings = await readSettings(db);
  const before = new Date(now.getTime() - graceMs(settings));
  const rows = await db.query<TransferRow & { account: string | null }>(
    `SELECT ${TRANSFER_COLUMNS}, m.account FROM treasury_transfers t LEFT JOIN members m ON m.id = t.member_id
     WHERE ${OPEN} AND t.seen_at <= $1 ${memberId === undefined ? '' : 'AND t.member_id = $2'}
     ORDER BY t.seen_at DESC LIMIT 100`,
    memberId === undefined ? [before] : [before, memberId],
  );
  return rows.map((row) => ({
    txHash: row.tx_hash,
    from: row.from_address,
    amount: formatBtcw(BigInt(row.value)),
    memberAccount: row.account,
    seenAt: new Date(row.seen_at).toISOString(),
  }));
}

/** `product/claimTransfer`: the member takes one of their unclaimed transfers with one tap. */
export async function claimUnclaimedTransfer(
  deps: PaymentDeps,
  member: { id: number; account: string },
  txHash: string,
): Promise<{ purpose: 'stake' | 'recharge'; status: 'pending' | 'success' | 'failed' }> {
  const hash = txHash.toLowerCase();
  const mine = await listUnclaimed(deps.db, deps.now(), member.id);
  const transfer = mine.find((row) => row.txHash === hash);
  if (!transfer) throw new ApiFailure(CODE.notFound, 'transferNotFound');
  const [row] = await deps.db.query<TransferRow>(
    `SELECT ${TRANSFER_COLUMNS} FROM treasury_transfers t WHERE t.tx_hash = $1`,
    [hash],
  );
  if (!row) throw new ApiFailure(CODE.notFound, 'transferNotFound');
  const made = await claimFor(deps, { ...row, member_id: member.id }, member.account);
  if (!made) throw new ApiFailure(CODE.conflict, 'txHashUsed');
  await settleClaim(deps, made.claimId);
  const [claim] = await deps.db.query<{ status: string }>('SELECT status FROM payment_claims WHERE id = $1', [
    made.claimId,
  ]);
  const status =
    claim?.status === 'pending' ? 'pending' : claim?.status === 'rejected' ? 'failed' : 'success';
  return { purpose: made.purpose, status };
}
