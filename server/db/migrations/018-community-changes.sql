-- Community figures without a row every write needs (docs/community.md, "How the figures are kept").
--
-- Before, a purchase, a stake, a registration or a maturity moved the totals of every ancestor inside
-- its own transaction, so every aggregate write on the platform held the root's totals row until it
-- committed: one at a time, whatever the number of server instances.
--
-- Now a write records its change: one `community_changes` row, keyed by the member's path. The
-- settler's fold (community_fold, under a lease: one folder at a time) moves batches of changes into
-- `community_totals` and deletes them in the same transaction. A read adds the changes not folded
-- yet in the member's downline (a btree range of paths, the same as community_paths'), so figures
-- stay exact at every instant; the fold only keeps that list short.
--
-- Locks: writes take the community lock shared (a bind takes it exclusively, folds everything and
-- moves the subtree as before) and one advisory lock per member whose principal they recompute, in
-- ascending id, so two writes of one member are serialized and two members' writes never wait for
-- each other. Only the fold and a bind write totals rows.

CREATE TABLE community_changes (
  id bigserial PRIMARY KEY,
  member_id integer NOT NULL,
  -- The member's path (community_paths.traversal_ids) when the change was recorded. A bind folds every
  -- change before it moves paths, so a pending change's path is always current.
  traversal_ids integer[] NOT NULL,
  -- Wei: the change of the member's own running principal (and so of every ancestor's downline).
  principal numeric(78, 0) NOT NULL DEFAULT 0,
  -- 1 for a new member: one more in every ancestor's downline, one more direct invitee of its inviter.
  members integer NOT NULL DEFAULT 0
);
CREATE INDEX community_changes_path_idx ON community_changes (traversal_ids);

-- Per-member advisory locks (the two-key form, a key space of its own): class, member id.
CREATE FUNCTION community_member_lock_class() RETURNS integer LANGUAGE sql IMMUTABLE AS 'SELECT 72650041';
-- The fold's lease: one folder at a time, across every server instance.
CREATE FUNCTION community_fold_lock_key() RETURNS bigint LANGUAGE sql IMMUTABLE AS 'SELECT 72650042::bigint';

-- The member's own principal as a read sees it: the totals row plus its changes not folded yet.
CREATE FUNCTION community_recorded_principal(m integer, path integer[]) RETURNS numeric LANGUAGE sql STABLE AS $$
  SELECT t.own_principal + COALESCE((
    SELECT SUM(c.principal) FROM community_changes c WHERE c.traversal_ids = path
  ), 0) FROM community_totals t WHERE t.member_id = m
$$;

-- The changes not folded yet at and below a path (the btree range of paths that start with it):
-- the member's own principal change, and its downline's principal, members and direct invitees.
CREATE FUNCTION community_pending(path integer[])
RETURNS TABLE (own numeric, downline numeric, members integer, invitees integer)
LANGUAGE sql STABLE AS $$
  SELECT COALESCE(SUM(c.principal) FILTER (WHERE c.traversal_ids = path), 0),
         COALESCE(SUM(c.principal) FILTER (WHERE c.traversal_ids <> path), 0),
         COALESCE(SUM(c.members) FILTER (WHERE c.traversal_ids <> path), 0)::int,
         COALESCE(SUM(c.members) FILTER (WHERE cardinality(c.traversal_ids) = cardinality(path) + 1), 0)::int
  FROM community_changes c
  WHERE c.traversal_ids >= path
    AND c.traversal_ids < path[1:cardinality(path) - 1] || (path[cardinality(path)] + 1)
$$;

-- Records each member's change of running principal. The member locks are taken first; the
-- principal is read afterwards, in a statement that sees every writer that held them before.
CREATE OR REPLACE FUNCTION community_refresh(members_to_refresh integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  m integer;
  path integer[];
  delta numeric;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(community_lock_key());
  FOR m IN SELECT DISTINCT x FROM unnest(members_to_refresh) AS x ORDER BY x LOOP
    PERFORM pg_advisory_xact_lock(community_member_lock_class(), m);
  END LOOP;
  FOREACH m IN ARRAY members_to_refresh LOOP
    SELECT traversal_ids INTO path FROM community_paths WHERE member_id = m;
    CONTINUE WHEN path IS NULL;
    delta := community_running_principal(m) - community_recorded_principal(m, path);
    CONTINUE WHEN delta = 0;
    INSERT INTO community_changes (member_id, traversal_ids, principal) VALUES (m, path, delta);
  END LOOP;
END
$$;

-- What one order reference adds to a member's running principal (docs/community.md): its purchases
-- while it has no redemption. `leaving` are ledger rows to leave out (a statement's own rows, to
-- see what the reference added before the statement).
CREATE FUNCTION community_reference_principal(m integer, ref text, leaving integer[]) RETURNS numeric
LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN EXISTS (
      SELECT 1 FROM ledger_entries r
      WHERE r.member_id = m AND r.kind = 'financialRedemption' AND r.reference = ref AND r.id <> ALL (leaving))
    THEN 0
    ELSE -COALESCE((
      SELECT SUM(p.amount) FROM ledger_entries p
      WHERE p.member_id = m AND p.kind = 'financialPurchase' AND p.reference = ref AND p.id <> ALL (leaving)), 0)
  END
$$;

-- Financial ledger rows inserted (a purchase, a redemption; one statement may insert several): each
-- member's principal changes by what the statement changed for the order references it touched —
-- a few index lookups per reference, not a pass over every order the member ever had (a whale's
-- purchase costs what anyone's does). A purchase without a reference always counts.
CREATE FUNCTION community_ledger_rows_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  m integer;
  delta numeric;
  path integer[];
  inserted integer[];
BEGIN
  SELECT array_agg(n.id) INTO inserted FROM new_rows n WHERE n.kind IN ('financialPurchase', 'financialRedemption');
  IF inserted IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(community_lock_key());
  FOR m IN SELECT DISTINCT n.member_id FROM new_rows n WHERE n.id = ANY (inserted) ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock(community_member_lock_class(), m);
  END LOOP;
  FOR m, delta IN
    SELECT t.member_id, SUM(CASE
      WHEN t.reference IS NULL THEN t.unreferenced
      ELSE community_reference_principal(t.member_id, t.reference, '{}')
         - community_reference_principal(t.member_id, t.reference, inserted)
    END)
    FROM (
      SELECT n.member_id, n.reference,
             -COALESCE(SUM(n.amount) FILTER (WHERE n.kind = 'financialPurchase'), 0) AS unreferenced
      FROM new_rows n WHERE n.id = ANY (inserted) GROUP BY n.member_id, n.reference
    ) AS t
    GROUP BY t.member_id
  LOOP
    CONTINUE WHEN delta = 0;
    SELECT traversal_ids INTO path FROM community_paths WHERE member_id = m;
    CONTINUE WHEN path IS NULL;
    INSERT INTO community_changes (member_id, traversal_ids, principal) VALUES (m, path, delta);
  END LOOP;
  RETURN NULL;
END
$$;
DROP TRIGGER community_ledger_inserted ON ledger_entries;
CREATE TRIGGER community_ledger_inserted AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION community_ledger_rows_inserted();

-- A new member: its path under its inviter, zero totals, and a change of one more member above it.
CREATE OR REPLACE FUNCTION community_member_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  path integer[];
BEGIN
  PERFORM pg_advisory_xact_lock_shared(community_lock_key());
  IF NEW.inviter_id IS NULL THEN
    path := ARRAY[NEW.id];
  ELSE
    SELECT traversal_ids || NEW.id INTO STRICT path FROM community_paths WHERE member_id = NEW.inviter_id;
  END IF;
  INSERT INTO community_paths (member_id, traversal_ids) VALUES (NEW.id, path);
  INSERT INTO community_totals (member_id) VALUES (NEW.id);
  IF NEW.inviter_id IS NOT NULL THEN
    INSERT INTO community_changes (member_id, traversal_ids, members) VALUES (NEW.id, path, 1);
  END IF;
  RETURN NULL;
END
$$;

-- What the changes up to id `up_to` (null: all) add to each member's totals: its own principal, and
-- for every ancestor the downline's principal, members and (its inviter only) direct invitees.
CREATE FUNCTION community_change_effects(up_to bigint)
RETURNS TABLE (member_id integer, own numeric, downline numeric, members integer, invitees integer)
LANGUAGE sql STABLE AS $$
  WITH changes AS (SELECT * FROM community_changes c WHERE c.id <= COALESCE(up_to, 9223372036854775807)),
  own AS (
    SELECT c.member_id, SUM(c.principal) AS principal FROM changes c WHERE c.principal <> 0 GROUP BY c.member_id
  ),
  above AS (
    SELECT a.ancestor, SUM(c.principal) AS principal, SUM(c.members)::int AS members,
           SUM(CASE WHEN a.depth = cardinality(c.traversal_ids) - 1 THEN c.members ELSE 0 END)::int AS invitees
    FROM changes c
    CROSS JOIN LATERAL unnest(c.traversal_ids[1:cardinality(c.traversal_ids) - 1])
      WITH ORDINALITY AS a(ancestor, depth)
    GROUP BY a.ancestor
  )
  SELECT COALESCE(o.member_id, a.ancestor), COALESCE(o.principal, 0), COALESCE(a.principal, 0),
         COALESCE(a.members, 0), COALESCE(a.invitees, 0)
  FROM own o FULL JOIN above a ON a.ancestor = o.member_id
$$;

-- Moves the oldest changes (at most `max_changes`; null: all) into the totals. The caller holds the
-- community lock (shared with the fold's lease, exclusively in a bind). Only the fold and a bind write
-- totals rows, so the one UPDATE needs no lock order. The effects, the delete and the update are one
-- statement: they see the same changes.
CREATE FUNCTION community_fold_changes(max_changes integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  up_to bigint;
  folded integer;
BEGIN
  SELECT max(id) INTO up_to FROM (SELECT id FROM community_changes ORDER BY id LIMIT max_changes) AS oldest;
  IF up_to IS NULL THEN
    RETURN 0;
  END IF;
  WITH effects AS (SELECT * FROM community_change_effects(up_to)),
  taken AS (DELETE FROM community_changes WHERE id <= up_to RETURNING 1),
  applied AS (
    UPDATE community_totals t
    SET own_principal = t.own_principal + e.own,
        downline_principal = t.downline_principal + e.downline,
        downline_members = t.downline_members + e.members,
        direct_invitees = t.direct_invitees + e.invitees
    FROM effects e WHERE t.member_id = e.member_id
    RETURNING 1
  )
  SELECT count(*)::int INTO folded FROM taken;
  RETURN folded;
END
$$;

-- The settler's fold: under the lease, or nothing (another instance is folding). Returns how many
-- changes it folded, or null when another instance held the lease.
CREATE FUNCTION community_fold(max_changes integer) RETURNS integer LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(community_lock_key());
  IF NOT pg_try_advisory_xact_lock(community_fold_lock_key()) THEN
    RETURN NULL;
  END IF;
  RETURN community_fold_changes(max_changes);
END
$$;

-- A member bound to (or moved under) another inviter: every change is folded first (their paths are
-- about to move), then its whole downline moves with it.
CREATE OR REPLACE FUNCTION community_member_moved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_path integer[];
  new_prefix integer[] := '{}';
  depth integer;
  moved_members integer;
  moved_principal numeric;
BEGIN
  PERFORM pg_advisory_xact_lock(community_lock_key());
  PERFORM community_fold_changes(NULL);
  SELECT traversal_ids INTO STRICT old_path FROM community_paths WHERE member_id = NEW.id;
  IF NEW.inviter_id IS NOT NULL THEN
    SELECT traversal_ids INTO STRICT new_prefix FROM community_paths WHERE member_id = NEW.inviter_id;
    IF NEW.id = ANY(new_prefix) THEN
      RAISE EXCEPTION 'member % cannot be invited from its own downline', NEW.id;
    END IF;
  END IF;
  SELECT downline_members + 1, own_principal + downline_principal INTO STRICT moved_members, moved_principal
    FROM community_totals WHERE member_id = NEW.id;
  UPDATE community_totals
    SET downline_members = downline_members - moved_members,
        downline_principal = downline_principal - moved_principal,
        direct_invitees = direct_invitees - CASE WHEN member_id = OLD.inviter_id THEN 1 ELSE 0 END
    WHERE member_id = ANY(old_path) AND member_id <> NEW.id;
  UPDATE community_totals
    SET downline_members = downline_members + moved_members,
        downline_principal = downline_principal + moved_principal,
        direct_invitees = direct_invitees + CASE WHEN member_id = NEW.inviter_id THEN 1 ELSE 0 END
    WHERE member_id = ANY(new_prefix);
  -- Every path that starts with the old one (the btree range [old, old with its last id + 1)).
  depth := cardinality(old_path);
  UPDATE community_paths
    SET traversal_ids = new_prefix || traversal_ids[depth:]
    WHERE traversal_ids >= old_path
      AND traversal_ids < old_path[1:depth - 1] || (old_path[depth] + 1);
  RETURN NULL;
END
$$;

-- Bulk loads and the backfill: no change is left to fold once everything is recomputed.
CREATE OR REPLACE FUNCTION community_rebuild(as_of timestamptz) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(community_lock_key());
  ALTER TABLE community_stakes DISABLE TRIGGER USER;
  DELETE FROM community_changes;
  DELETE FROM community_stakes;
  DELETE FROM community_totals;
  DELETE FROM community_paths;
  INSERT INTO community_stakes (stake_order_id, member_id, amount, ends_at, ended_at)
    SELECT id, member_id, amount, ends_at, CASE WHEN ends_at <= as_of THEN as_of END
    FROM (SELECT id, member_id, amount,
                 COALESCE(started_at + stake_days * interval '24 hours', 'infinity') AS ends_at
          FROM stake_orders WHERE status = 'staking') s;
  ALTER TABLE community_stakes ENABLE TRIGGER USER;
  CREATE TEMPORARY TABLE community_expected_now ON COMMIT DROP AS SELECT * FROM community_expected(as_of);
  INSERT INTO community_paths (member_id, traversal_ids)
    SELECT e.member_id, e.traversal_ids FROM community_expected_now e;
  INSERT INTO community_totals (member_id, own_principal, downline_principal, downline_members, direct_invitees)
    SELECT e.member_id, e.own_principal, e.downline_principal, e.downline_members, e.direct_invitees
    FROM community_expected_now e;
  DROP TABLE community_expected_now;
END
$$;
