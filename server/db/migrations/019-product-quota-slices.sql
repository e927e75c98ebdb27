-- A product's quota in slices (docs/ledger.md, "Product quotas"): a purchase takes the row of one
-- slice, not the product's, so purchases of one product do not queue behind each other's commits.
--
-- Before, every purchase of a product updated the product's `sold` and held its row until it had
-- committed: one purchase per commit (a WAL flush, 2–4 ms on the hosts measured), whatever the
-- number of instances. Now the quota is spread over 16 slices, Σ slice quota = the product's quota.
-- A purchase takes from the slice of its member (id mod 16) when that slice has room; otherwise it
-- locks every slice of the product (in slice order, the one order every writer uses), and takes
-- from the whole quota if it has room, spreading what is left evenly again. So the quota is exact
-- to the wei: a purchase is refused only when the product as a whole has no room for it.

CREATE TABLE financial_product_slices (
  product_id integer NOT NULL REFERENCES financial_products (id) ON DELETE CASCADE,
  slice smallint NOT NULL,
  -- Wei: this slice's part of the product's quota, and what was sold from it.
  quota numeric(78, 0) NOT NULL,
  sold numeric(78, 0) NOT NULL DEFAULT 0 CHECK (sold >= 0),
  PRIMARY KEY (product_id, slice)
);

CREATE FUNCTION financial_slice_count() RETURNS integer LANGUAGE sql IMMUTABLE AS 'SELECT 16';

-- Spreads what is left of the product's quota evenly over its slices (each keeps what it sold).
-- Locks every slice of the product first, in slice order.
CREATE FUNCTION financial_spread_quota(p integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  n integer := financial_slice_count();
  free numeric;
BEGIN
  PERFORM 1 FROM financial_product_slices WHERE product_id = p ORDER BY slice FOR UPDATE;
  SELECT greatest(pr.quota - COALESCE(SUM(s.sold), 0), 0) INTO free
    FROM financial_products pr LEFT JOIN financial_product_slices s ON s.product_id = pr.id
    WHERE pr.id = p GROUP BY pr.quota;
  UPDATE financial_product_slices
    SET quota = sold + div(free, n) + CASE WHEN slice < mod(free, n) THEN 1 ELSE 0 END
    WHERE product_id = p;
END
$$;

-- Takes `amount` from the whole product's quota (the slow path of a purchase whose slice has no
-- room): false when the product as a whole has none.
CREATE FUNCTION financial_take_quota(p integer, from_slice integer, amount numeric) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  room numeric;
BEGIN
  PERFORM 1 FROM financial_product_slices WHERE product_id = p ORDER BY slice FOR UPDATE;
  SELECT pr.quota - SUM(s.sold) INTO room
    FROM financial_products pr JOIN financial_product_slices s ON s.product_id = pr.id
    WHERE pr.id = p GROUP BY pr.quota;
  IF room IS NULL OR room < amount THEN
    RETURN false;
  END IF;
  UPDATE financial_product_slices SET sold = sold + amount WHERE product_id = p AND slice = from_slice;
  PERFORM financial_spread_quota(p);
  RETURN true;
END
$$;

-- A new product gets its slices; a changed quota is spread again.
CREATE FUNCTION financial_product_quota_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO financial_product_slices (product_id, slice, quota)
      SELECT NEW.id, s, 0 FROM generate_series(0, financial_slice_count() - 1) AS s;
  END IF;
  PERFORM financial_spread_quota(NEW.id);
  RETURN NULL;
END
$$;

-- Existing products: what they sold stays in slice 0, the rest is spread.
INSERT INTO financial_product_slices (product_id, slice, quota, sold)
  SELECT p.id, s, 0, CASE WHEN s = 0 THEN p.sold ELSE 0 END
  FROM financial_products p CROSS JOIN generate_series(0, financial_slice_count() - 1) AS s;
SELECT financial_spread_quota(id) FROM financial_products;
ALTER TABLE financial_products DROP CONSTRAINT financial_products_sold;
ALTER TABLE financial_products DROP COLUMN sold;

CREATE TRIGGER financial_product_inserted AFTER INSERT ON financial_products
  FOR EACH ROW EXECUTE FUNCTION financial_product_quota_changed();
CREATE TRIGGER financial_product_quota_updated AFTER UPDATE OF quota ON financial_products
  FOR EACH ROW WHEN (OLD.quota IS DISTINCT FROM NEW.quota)
  EXECUTE FUNCTION financial_product_quota_changed();

-- A purchase first pays out the member's matured orders (settleDueOrders for one member): found among
-- the due ones, not by reading every running order of a member who has hundreds.
CREATE INDEX financial_orders_member_due_idx ON financial_orders (member_id, matures_at) WHERE status = 'Stake';
