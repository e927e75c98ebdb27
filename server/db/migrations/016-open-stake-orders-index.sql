-- The payment settler asks every few seconds which reservations have lapsed (`expireLocks`,
-- `releaseUnpaidReservations`, server/payments/device-locks.ts). Without an index that is a scan of
-- every stake order ever made, on every pass of every server instance; with it, a look at the few
-- open ones.
CREATE INDEX stake_orders_open_expiry_idx ON stake_orders (expires_at) WHERE status IN ('locked', 'auditing');
