-- Community figures without walking the referral tree (docs/community.md, "How the figures are kept").
--
--   community_paths:  each member's ancestors, root first and the member last (GitLab's traversal_ids):
--                     "X is above Y" is `X = ANY(path of Y)`, and X's downline is the btree range of
--                     paths that start with X's path.
--   community_totals: per member, its own running principal and its downline's (principal, members),
--                     and its direct invitees.
--   community_stakes: the successful stakes the totals count. A stake's term ends with the clock, not
--                     with a write: the maturity step (server/community/stake-maturity.ts) marks it
--                     `ended_at` and takes it out of the totals; until then a read subtracts the few
--                     stakes already past their end (the backlog), so figures are exact at any instant.
--
-- Triggers keep all three in the writing transaction: a member inserted or bound to an inviter, a
-- financial ledger row, a stake order changing status. Every trigger takes the community lock shared,
-- a bind (which moves a whole subtree) takes it exclusively; totals rows are locked in ascending
-- member id order, the one order every writer uses, so concurrent writers in one subtree wait for
-- each other but never deadlock.

CREATE TABLE community_paths (
  member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  traversal_ids integer[] NOT NULL
);
CREATE INDEX community_paths_traversal_idx ON community_paths (traversal_ids);

CREATE TABLE community_totals (
  member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  -- Wei: the member's running principal (financial + stakes), as of the last write or maturity step.
  own_principal numeric(78, 0) NOT NULL DEFAULT 0,
  -- Wei: the sum of the running principal of everyone below the member.
  downline_principal numeric(78, 0) NOT NULL DEFAULT 0,
  downline_members integer NOT NULL DEFAULT 0,
  direct_invitees integer NOT NULL DEFAULT 0
);

CREATE TABLE community_stakes (
  stake_order_id integer PRIMARY KEY REFERENCES stake_orders (id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members (id),
  amount numeric(78, 0) NOT NULL,
  -- started_at + stake_days × 24 h; 'infinity' for a stake without a start.
  ends_at timestamptz NOT NULL,
  -- When the maturity step took it out of the totals; null while the totals count it.
  ended_at timestamptz
);
CREATE INDEX community_stakes_member_idx ON community_stakes (member_id) WHERE ended_at IS NULL;
CREATE INDEX community_stakes_due_idx ON community_stakes (ends_at) WHERE ended_at IS NULL;

-- A member's financial principal is read from these rows only (one member's at a time).
CREATE INDEX ledger_entries_principal_idx ON ledger_entries (member_id, reference)
  WHERE kind IN ('financialPurchase', 'financialRedemption');

-- Direct invitees newest first (member/referenceList) without a sort; replaces the inviter index.
CREATE INDEX members_inviter_listing_idx ON members (inviter_id, created_at DESC, id DESC);
DROP INDEX members_inviter_id_idx;

-- The community lock: shared by every aggregate write, exclusive for a bind.
CREATE FUNCTION community_lock_key() RETURNS bigint LANGUAGE sql IMMUTABLE AS 'SELECT 72650040::bigint';

-- A member's running principal from the ledger and the counted stakes (docs/community.md): the
-- financial purchases whose reference has no redemption, plus the stakes not yet ended.
CREATE FUNCTION community_running_principal(m integer) RETURNS numeric LANGUAGE sql STABLE AS $$
  SELECT COALESCE((
    SELECT -SUM(p.amount) FROM ledger_entries p
    WHERE p.member_id = m AND p.kind = 'financialPurchase'
      AND NOT EXISTS (
        SELECT 1 FROM ledger_entries r
        WHERE r.member_id = m AND r.kind = 'financialRedemption' AND r.reference = p.reference)
  ), 0) + COALESCE((
    SELECT SUM(s.amount) FROM community_stakes s WHERE s.member_id = m AND s.ended_at IS NULL
  ), 0)
$$;

-- Brings the members' own principal up to date and moves each difference up their ancestors.
-- All the rows it will change are locked first, in ascending id order; the principal is read
-- afterwards, in a statement that sees every writer that held those locks before.
CREATE FUNCTION community_refresh(members_to_refresh integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  m integer;
  path integer[];
  delta numeric;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(community_lock_key());
  PERFORM 1 FROM community_totals
    WHERE member_id IN (
      SELECT unnest(p.traversal_ids) FROM community_paths p WHERE p.member_id = ANY(members_to_refresh))
    ORDER BY member_id FOR UPDATE;
  FOREACH m IN ARRAY members_to_refresh LOOP
    SELECT traversal_ids INTO path FROM community_paths WHERE member_id = m;
    CONTINUE WHEN path IS NULL;
    SELECT community_running_principal(m) - own_principal INTO delta FROM community_totals WHERE member_id = m;
    CONTINUE WHEN delta = 0;
    UPDATE community_totals SET own_principal = own_principal + delta WHERE member_id = m;
    UPDATE community_totals SET downline_principal = downline_principal + delta
      WHERE member_id = ANY(path) AND member_id <> m;
  END LOOP;
END
$$;

-- A new member: its path under its inviter, zero totals, and one more member above it.
CREATE FUNCTION community_member_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
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
    PERFORM 1 FROM community_totals WHERE member_id = ANY(path) AND member_id <> NEW.id
      ORDER BY member_id FOR UPDATE;
    UPDATE community_totals
      SET downline_members = downline_members + 1,
          direct_invitees = direct_invitees + CASE WHEN member_id = NEW.inviter_id THEN 1 ELSE 0 END
      WHERE member_id = ANY(path) AND member_id <> NEW.id;
  END IF;
  RETURN NULL;
END
$$;

-- A member bound to (or moved under) another inviter: its whole downline moves with it.
CREATE FUNCTION community_member_moved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_path integer[];
  new_prefix integer[] := '{}';
  depth integer;
  moved_members integer;
  moved_principal numeric;
BEGIN
  PERFORM pg_advisory_xact_lock(community_lock_key());
  SELECT traversal_ids INTO STRICT old_path FROM community_paths WHERE member_id = NEW.id;
  IF NEW.inviter_id IS NOT NULL THEN
    SELECT traversal_ids INTO STRICT new_prefix FROM community_paths WHERE member_id = NEW.inviter_id;
    IF NEW.id = ANY(new_prefix) THEN
      RAISE EXCEPTION 'member % cannot be invited from its own downline', NEW.id;
    END IF;
  END IF;
  SELECT downline_members + 1, own_principal + downline_principal INTO STRICT moved_members, moved_principal
    FROM community_totals WHERE member_id = NEW.id;
  PERFORM 1 FROM community_totals WHERE member_id = ANY(old_path || new_prefix) AND member_id <> NEW.id
    ORDER BY member_id FOR UPDATE;
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

-- A financial ledger row written, changed or removed: the member's principal may have changed.
CREATE FUNCTION community_ledger_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM community_refresh(ARRAY[NEW.member_id]);
  ELSIF TG_OP = 'DELETE' OR OLD.member_id = NEW.member_id THEN
    PERFORM community_refresh(ARRAY[OLD.member_id]);
  ELSE
    PERFORM community_refresh(ARRAY[OLD.member_id, NEW.member_id]);
  END IF;
  RETURN NULL;
END
$$;

-- A stake order changed: the totals count it while it is staking (until the maturity step ends it).
CREATE FUNCTION community_stake_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' AND NEW.status = 'staking' THEN
    INSERT INTO community_stakes AS s (stake_order_id, member_id, amount, ends_at)
      VALUES (NEW.id, NEW.member_id, NEW.amount,
              COALESCE(NEW.started_at + NEW.stake_days * interval '24 hours', 'infinity'))
      ON CONFLICT (stake_order_id) DO UPDATE
        SET member_id = EXCLUDED.member_id, amount = EXCLUDED.amount, ends_at = EXCLUDED.ends_at,
            ended_at = CASE WHEN s.ends_at = EXCLUDED.ends_at THEN s.ended_at END
        WHERE (s.member_id, s.amount, s.ends_at) IS DISTINCT FROM
              (EXCLUDED.member_id, EXCLUDED.amount, EXCLUDED.ends_at);
  ELSIF TG_OP <> 'INSERT' THEN
    DELETE FROM community_stakes WHERE stake_order_id = OLD.id;
  END IF;
  RETURN NULL;
END
$$;

-- Counted stakes changed (one statement may change many: the maturity step ends a batch): one
-- refresh per statement, so the members' rows are locked together, in the one order.
CREATE FUNCTION community_counted_stakes_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM community_refresh(ARRAY(SELECT DISTINCT member_id FROM new_stakes));
  RETURN NULL;
END
$$;
CREATE FUNCTION community_counted_stakes_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM community_refresh(ARRAY(SELECT member_id FROM old_stakes UNION SELECT member_id FROM new_stakes));
  RETURN NULL;
END
$$;
CREATE FUNCTION community_counted_stakes_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM community_refresh(ARRAY(SELECT DISTINCT member_id FROM old_stakes));
  RETURN NULL;
END
$$;

CREATE TRIGGER community_member_inserted AFTER INSERT ON members
  FOR EACH ROW EXECUTE FUNCTION community_member_inserted();
CREATE TRIGGER community_member_moved AFTER UPDATE OF inviter_id ON members
  FOR EACH ROW WHEN (OLD.inviter_id IS DISTINCT FROM NEW.inviter_id)
  EXECUTE FUNCTION community_member_moved();
CREATE TRIGGER community_ledger_inserted AFTER INSERT ON ledger_entries
  FOR EACH ROW WHEN (NEW.kind IN ('financialPurchase', 'financialRedemption'))
  EXECUTE FUNCTION community_ledger_changed();
CREATE TRIGGER community_ledger_updated AFTER UPDATE ON ledger_entries
  FOR EACH ROW WHEN (OLD.kind IN ('financialPurchase', 'financialRedemption')
                     OR NEW.kind IN ('financialPurchase', 'financialRedemption'))
  EXECUTE FUNCTION community_ledger_changed();
CREATE TRIGGER community_ledger_deleted AFTER DELETE ON ledger_entries
  FOR EACH ROW WHEN (OLD.kind IN ('financialPurchase', 'financialRedemption'))
  EXECUTE FUNCTION community_ledger_changed();
CREATE TRIGGER community_stake_inserted AFTER INSERT ON stake_orders
  FOR EACH ROW WHEN (NEW.status = 'staking')
  EXECUTE FUNCTION community_stake_changed();
CREATE TRIGGER community_stake_updated AFTER UPDATE OF status, member_id, amount, stake_days, started_at ON stake_orders
  FOR EACH ROW WHEN (OLD.status = 'staking' OR NEW.status = 'staking')
  EXECUTE FUNCTION community_stake_changed();
CREATE TRIGGER community_stake_deleted AFTER DELETE ON stake_orders
  FOR EACH ROW WHEN (OLD.status = 'staking')
  EXECUTE FUNCTION community_stake_changed();
CREATE TRIGGER community_counted_stakes_inserted AFTER INSERT ON community_stakes
  REFERENCING NEW TABLE AS new_stakes
  FOR EACH STATEMENT EXECUTE FUNCTION community_counted_stakes_inserted();
CREATE TRIGGER community_counted_stakes_updated AFTER UPDATE ON community_stakes
  REFERENCING OLD TABLE AS old_stakes NEW TABLE AS new_stakes
  FOR EACH STATEMENT EXECUTE FUNCTION community_counted_stakes_updated();
CREATE TRIGGER community_counted_stakes_deleted AFTER DELETE ON community_stakes
  REFERENCING OLD TABLE AS old_stakes
  FOR EACH STATEMENT EXECUTE FUNCTION community_counted_stakes_deleted();

-- What every aggregate should be at `as_of`, recomputed from members, the ledger and stake_orders
-- alone (set-based: one pass per tree level, then one grouping). The backfill below and bulk loads
-- (`community_rebuild`) store it; `npm run operator -- verify-aggregates` compares against it.
CREATE FUNCTION community_expected(as_of timestamptz)
RETURNS TABLE (member_id integer, traversal_ids integer[], own_principal numeric, downline_principal numeric,
               downline_members integer, direct_invitees integer)
LANGUAGE sql STABLE AS $$
  WITH RECURSIVE tree(id, path) AS (
    SELECT id, ARRAY[id] FROM members WHERE inviter_id IS NULL
    UNION ALL
    SELECT m.id, t.path || m.id FROM members m JOIN tree t ON m.inviter_id = t.id
  ),
  financial AS (
    SELECT p.member_id, -SUM(p.amount) AS principal FROM ledger_entries p
    WHERE p.kind = 'financialPurchase'
      AND NOT EXISTS (
        SELECT 1 FROM ledger_entries r
        WHERE r.member_id = p.member_id AND r.kind = 'financialRedemption' AND r.reference = p.reference)
    GROUP BY p.member_id
  ),
  stakes AS (
    SELECT s.member_id, SUM(s.amount) AS principal FROM stake_orders s
    WHERE s.status = 'staking'
      AND (s.started_at IS NULL OR s.started_at + s.stake_days * interval '24 hours' > as_of)
    GROUP BY s.member_id
  ),
  own AS (
    SELECT t.id, t.path, COALESCE(f.principal, 0) + COALESCE(s.principal, 0) AS principal
    FROM tree t LEFT JOIN financial f ON f.member_id = t.id LEFT JOIN stakes s ON s.member_id = t.id
  ),
  above AS (
    SELECT a.ancestor, SUM(o.principal) AS principal, count(*)::int AS members
    FROM own o CROSS JOIN LATERAL unnest(o.path[1:cardinality(o.path) - 1]) AS a(ancestor)
    GROUP BY a.ancestor
  ),
  sharers AS (
    SELECT inviter_id, count(*)::int AS n FROM members WHERE inviter_id IS NOT NULL GROUP BY inviter_id
  )
  SELECT o.id, o.path, o.principal, COALESCE(a.principal, 0), COALESCE(a.members, 0), COALESCE(sh.n, 0)
  FROM own o LEFT JOIN above a ON a.ancestor = o.id LEFT JOIN sharers sh ON sh.inviter_id = o.id
$$;

-- Replaces every aggregate with what it should be at `as_of`, stakes already past their end counted
-- as ended. For the backfill and for bulk loads that write with the triggers off.
CREATE FUNCTION community_rebuild(as_of timestamptz) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(community_lock_key());
  ALTER TABLE community_stakes DISABLE TRIGGER USER;
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

SELECT community_rebuild(now());
