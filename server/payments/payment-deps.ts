import type { PaymentChainReader } from '../chain/verify-payment';
import type { Db } from '../db/db';

/** What the payment code needs: the database, chain reads and the server's clock. */
export interface PaymentDeps {
  db: Db;
  chain: PaymentChainReader;
  now: () => Date;
}
