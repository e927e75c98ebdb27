/**
 * The set-based statements of the scale seed (server/scale/seed-scale.ts). Each fills one table for
 * every seeded member at once. Randomness is a hash of (seed, purpose, row), not `random()`, so a
 * seed gives the same platform whatever plan the database picks; it only ever chooses counts and
 * shapes — amounts are whole BTCW built as numeric wei, never floats.
 *
 * `@base@`, `@n@` and `@now@` stand for the bounds (the seeded members are ids @base@ + 1 … @base@ + @n@; see
 * `bindScale`); anything else is a parameter.
 */

/** A number in [0, 1) from the seed, a purpose and a row expression. */
export function chance(seed: number, purpose: string, row: string): string {
  return `((abs(hashtext('${seed}:${purpose}:' || (${row})::text)::bigint) % 1000003) / 1000003.0)`;
}

/** A whole number of BTCW in [min, min + spread) as wei. */
function btcw(seed: number, purpose: string, row: string, min: number, spread: number): string {
  return `((${min} + floor(${chance(seed, purpose, row)} * ${spread}))::numeric * 1000000000000000000)`;
}

const DAY = `interval '24 hours'`;

/**
 * Members: member base+i invites from an earlier one — 30 % a recent member (chains: the tree goes
 * 30–40 deep at a million), 40 % anyone earlier (a random recursive tree), 30 % skewed towards the
 * first members (a few leaders with 100,000+ below and hundreds of direct invitees). Ordinal 0 is
 * the root member ($1). Joined over the last 400 days, in id order.
 */
export function membersSql(seed: number): string {
  const u = chance(seed, 'parent', 'i');
  const pick = chance(seed, 'pick', 'i');
  return `INSERT INTO members (id, account, password_hash, inviter_id, created_at)
    SELECT @base@ + i,
      '0x' || lpad(to_hex(i), 8, '0') || substr(md5('${seed}:account:' || i), 1, 32),
      $2,
      CASE WHEN p = 0 THEN $1::int ELSE @base@ + p END,
      @now@ - interval '400 days' + (i * (interval '390 days' / @n@))
    FROM (
      SELECT i, CASE
          WHEN ${u} < 0.3 THEN greatest(0, i - 1 - floor(${pick} * least(i - 1, 50))::int)
          WHEN ${u} < 0.7 THEN floor(${pick} * i)::int
          ELSE floor(i * ${pick} * ${pick})::int
        END AS p
      FROM generate_series(1, @n@) AS i
    ) tree`;
}

/** One successful recharge per member, credited to the ledger (10,000–15,000 BTCW). $1 treasury. */
export function rechargesSql(seed: number): string[] {
  return [
    `INSERT INTO recharges (member_id, amount, from_address, treasury_address, tx_hash, status, created_at, decided_at)
     SELECT m.id, ${btcw(seed, 'recharge', 'm.id', 10_000, 5_000)}, m.account, $1,
       '0x' || md5('${seed}:tx:' || m.id) || md5('${seed}:tx2:' || m.id), 'success',
       m.created_at + interval '1 hour', m.created_at + interval '1 hour'
     FROM members m WHERE m.id > @base@ AND m.id <= @base@ + @n@`,
    `INSERT INTO ledger_entries (member_id, amount, kind, reference, created_at)
     SELECT r.member_id, r.amount, 'recharge', r.tx_hash, r.decided_at
     FROM recharges r WHERE r.member_id > @base@ AND r.member_id <= @base@ + @n@`,
  ];
}

/** Three released stake earnings and two operator credits per member (small amounts). */
export function creditsSql(seed: number): string {
  return `INSERT INTO ledger_entries (member_id, amount, kind, reference, created_at)
    SELECT m.id, ${btcw(seed, 'credit', `m.id || ':' || k`, 1, 50)},
      CASE WHEN k <= 3 THEN 'release' ELSE 'operator_credit' END,
      CASE WHEN k <= 3 THEN NULL ELSE 'scale seed' END,
      m.created_at + k * ${DAY}
    FROM members m CROSS JOIN generate_series(1, 5) AS k
    WHERE m.id > @base@ AND m.id <= @base@ + @n@ AND m.created_at + k * ${DAY} < @now@`;
}

/**
 * Up to two financial orders per member (1.5 on average) of the open products: running, matured
 * and settled (with their redemption), and one in 2,000 matured but not settled yet (the settler's
 * work when the servers start). $1 product id, $2 its name, $3 rate, $4 management fee rate.
 */
export function financialSql(seed: number): string[] {
  const start = `m.created_at + floor(${chance(seed, 'fin-start', `m.id || ':' || k`)} * extract(epoch FROM @now@ - m.created_at - interval '1 hour') / 86400) * ${DAY}`;
  return [
    `INSERT INTO financial_orders (member_id, product_id, product_name, amount, days, rate, management_fee_rate,
       status, created_at, matures_at, earned, management_fee, settled_at, idempotency_key, request_fingerprint)
     SELECT o.member_id, $1::int, $2, o.amount, o.days, $3::numeric, $4::numeric,
       CASE WHEN o.matures_at > @now@ OR o.unsettled THEN 'Stake' ELSE 'Maturity' END,
       o.created_at, o.matures_at,
       CASE WHEN o.matures_at > @now@ OR o.unsettled THEN NULL ELSE floor(o.amount * $3::numeric * o.days) END,
       CASE WHEN o.matures_at > @now@ OR o.unsettled THEN NULL
            ELSE floor(floor(o.amount * $3::numeric * o.days) * $4::numeric) END,
       CASE WHEN o.matures_at > @now@ OR o.unsettled THEN NULL ELSE o.matures_at END,
       md5('${seed}:fin:' || o.member_id || ':' || o.k)::uuid, 'scale seed'
     FROM (
       SELECT m.id AS member_id, k, ${btcw(seed, 'fin-amount', `m.id || ':' || k`, 10, 990)} AS amount,
         d.days, ${start} AS created_at, ${start} + d.days * ${DAY} AS matures_at,
         ${chance(seed, 'fin-unsettled', `m.id || ':' || k`)} < 0.0005 AS unsettled
       FROM members m CROSS JOIN generate_series(1, 2) AS k
       CROSS JOIN LATERAL (SELECT CASE WHEN ${chance(seed, 'fin-days', `m.id || ':' || k`)} < 0.5 THEN 7 ELSE 14 END AS days) d
       WHERE m.id > @base@ AND m.id <= @base@ + @n@ AND ${chance(seed, 'fin', `m.id || ':' || k`)} < 0.75
     ) o`,
    `INSERT INTO ledger_entries (member_id, amount, kind, reference, created_at)
     SELECT f.member_id, -f.amount, 'financialPurchase', 'financialOrder:' || f.id, f.created_at
     FROM financial_orders f WHERE f.member_id > @base@ AND f.member_id <= @base@ + @n@`,
    `INSERT INTO ledger_entries (member_id, amount, kind, reference, created_at)
     SELECT f.member_id, f.amount + f.earned - f.management_fee, 'financialRedemption', 'financialOrder:' || f.id, f.settled_at
     FROM financial_orders f WHERE f.member_id > @base@ AND f.member_id <= @base@ + @n@ AND f.status = 'Maturity'`,
  ];
}

/**
 * Stakes, 0.6 per member, each on its own device: running, ended by the clock (End), failed,
 * refunded, lapsed and cancelled locks, and — as on a live platform at any moment — a few payments
 * just reported (auditing, with a pending claim) and a few live locks. $1 first device / order id − 1 (scale_stakes);
 * $1 the treasury (stake_orders).
 */
export function stakesSql(seed: number): string[] {
  const row = `m.id || ':' || k`;
  const status = chance(seed, 'stake-status', row);
  return [
    `CREATE TEMPORARY TABLE scale_stakes ON COMMIT DROP AS
     SELECT $1::int + row_number() OVER (ORDER BY m.id, k) AS id, m.id AS member_id, m.account, m.created_at AS joined,
       (ARRAY[500, 1000, 5000])[1 + floor(${chance(seed, 'stake-size', row)} * 3)::int]::numeric * 1000000000000000000 AS amount,
       (ARRAY[30, 90, 180])[1 + floor(${chance(seed, 'stake-days', row)} * 3)::int] AS days,
       CASE WHEN ${status} < 0.35 THEN 'running' WHEN ${status} < 0.6 THEN 'ended'
            WHEN ${status} < 0.6005 THEN 'auditing' WHEN ${status} < 0.75 THEN 'failed'
            WHEN ${status} < 0.82 THEN 'refunded' WHEN ${status} < 0.97 THEN 'expired'
            WHEN ${status} < 0.999 THEN 'cancelled' ELSE 'locked' END AS kind,
       ${chance(seed, 'stake-when', row)} AS whence
     FROM members m CROSS JOIN generate_series(1, 2) AS k
     WHERE m.id > @base@ AND m.id <= @base@ + @n@ AND ${chance(seed, 'stake', row)} < 0.3`,
    `INSERT INTO devices (id, hashrate_id, stake_amount, stake_days, daily_output, created_at)
     SELECT id, 'SCALE-' || id, amount, days, amount / 100, joined FROM scale_stakes`,
    `INSERT INTO stake_orders (id, member_id, device_id, amount, stake_days, daily_output, from_address,
       treasury_address, lock_block, status, created_at, expires_at, tx_hash, started_at, decided_at, failure)
     SELECT s.id, s.member_id, s.id, s.amount, s.days, s.amount / 100, s.account, $1, 1,
       CASE s.kind WHEN 'running' THEN 'staking' WHEN 'ended' THEN 'staking' ELSE s.kind END,
       t.created, CASE WHEN s.kind = 'locked' THEN @now@ + interval '10 minutes' ELSE t.created + interval '10 minutes' END,
       CASE WHEN s.kind IN ('expired', 'cancelled', 'locked') THEN NULL
            ELSE '0x' || md5('${seed}:stake:' || s.id) || md5('${seed}:stake2:' || s.id) END,
       CASE WHEN s.kind IN ('running', 'ended') THEN t.created + interval '5 minutes' END,
       CASE WHEN s.kind NOT IN ('auditing', 'locked') THEN t.created + interval '5 minutes' END,
       CASE s.kind WHEN 'failed' THEN 'notFound' END
     FROM scale_stakes s CROSS JOIN LATERAL (SELECT CASE
         -- running: started within its term; ended: its term ended up to 200 days ago
         WHEN s.kind = 'running' THEN @now@ - floor(s.whence * (s.days - 1)) * interval '24 hours' - interval '1 hour'
         WHEN s.kind = 'ended' THEN @now@ - (s.days + floor(s.whence * 200)) * interval '24 hours'
         WHEN s.kind IN ('locked', 'auditing') THEN @now@ - interval '1 minute'
         ELSE greatest(s.joined, @now@ - floor(s.whence * 300) * interval '24 hours')
       END AS created) t`,
    // A payment just reported waits for the chain: its claim is pending (the settler asks the node).
    `INSERT INTO payment_claims (tx_hash, purpose, member_id, stake_order_id, status, created_at, wait_reason)
     SELECT tx_hash, 'stake', member_id, id, 'pending', created_at, 'notFound' FROM stake_orders
     WHERE status = 'auditing' AND member_id > @base@ AND member_id <= @base@ + @n@`,
    `SELECT setval(pg_get_serial_sequence('devices', 'id'), (SELECT max(id) FROM devices))`,
    `SELECT setval(pg_get_serial_sequence('stake_orders', 'id'), (SELECT max(id) FROM stake_orders))`,
  ];
}

/**
 * Withdrawals of a third of the members: most paid (Success), some refused (Failed, refunded) and
 * one in seven still awaiting the operator's audit.
 */
export function withdrawalsSql(seed: number): string[] {
  return [
    `INSERT INTO withdrawals (member_id, amount, fee, arrival, status, tx_hash, reason, idempotency_key,
       request_fingerprint, created_at, decided_at)
     SELECT w.member_id, w.amount, floor(w.amount * 0.01), w.amount - floor(w.amount * 0.01), w.status,
       CASE WHEN w.status = 'Success' THEN '0x' || md5('${seed}:w:' || w.member_id) || md5('${seed}:w2:' || w.member_id) END,
       CASE WHEN w.status = 'Failed' THEN 'scale seed' END,
       md5('${seed}:wkey:' || w.member_id)::uuid, 'scale seed', w.created_at,
       CASE WHEN w.status <> 'Auditing' THEN w.created_at + interval '1 hour' END
     FROM (
       SELECT m.id AS member_id, ${btcw(seed, 'w-amount', 'm.id', 50, 450)} AS amount,
         CASE WHEN ${chance(seed, 'w-status', 'm.id')} < 0.15 THEN 'Auditing'
              WHEN ${chance(seed, 'w-status', 'm.id')} < 0.9 THEN 'Success' ELSE 'Failed' END AS status,
         m.created_at + floor(${chance(seed, 'w-when', 'm.id')} * extract(epoch FROM @now@ - m.created_at - interval '2 hours') / 3600) * interval '1 hour' + interval '2 hours' AS created_at
       FROM members m
       WHERE m.id > @base@ AND m.id <= @base@ + @n@ AND ${chance(seed, 'w', 'm.id')} < 0.35
     ) w`,
    `INSERT INTO ledger_entries (member_id, amount, kind, reference, created_at)
     SELECT member_id, -amount, 'withdrawal', 'withdrawal:' || id, created_at
     FROM withdrawals WHERE member_id > @base@ AND member_id <= @base@ + @n@`,
    `INSERT INTO ledger_entries (member_id, amount, kind, reference, created_at)
     SELECT member_id, amount, 'withdrawalRefund', 'withdrawal:' || id, decided_at
     FROM withdrawals WHERE member_id > @base@ AND member_id <= @base@ + @n@ AND status = 'Failed'`,
  ];
}

/** A remark from the inviter on one member in ten. */
export function remarksSql(seed: number): string {
  return `INSERT INTO member_remarks (owner_id, member_id, remark, updated_at)
    SELECT m.inviter_id, m.id, 'Friend ' || (m.id - @base@), m.created_at + interval '1 day'
    FROM members m WHERE m.id > @base@ AND m.id <= @base@ + @n@ AND ${chance(seed, 'remark', 'm.id')} < 0.1`;
}

export interface ScaleBounds {
  base: number;
  n: number;
  now: Date;
}

/** Puts the bounds into a statement (integers and an ISO timestamp only, never text from outside). */
export function bindScale(sql: string, { base, n, now }: ScaleBounds): string {
  if (!Number.isSafeInteger(base) || !Number.isSafeInteger(n))
    throw new Error('scale bounds must be integers');
  return sql
    .replaceAll('@base@', String(base))
    .replaceAll('@now@', `'${now.toISOString()}'::timestamptz`)
    .replaceAll('@n@', String(n));
}
