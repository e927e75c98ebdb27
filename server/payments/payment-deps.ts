import type { PaymentChainReader } from '../chain/verify-payment';
import type { Db } from '../db/db';

/** What the payment code needs: the database, chain reads and the server's clock. */
export interface PaymentDeps {
  db: Db;
  chain: PaymentChainReader;
  now: () => Date;
  /**
   * True once the server is shutting down: the settler's loops stop before their next claim, block
   * or transfer. Each of those is decided in its own transaction, so stopping between them leaves
   * nothing half done.
   */
  stopping?: () => boolean;
}
