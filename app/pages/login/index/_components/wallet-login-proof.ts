import { apiRequest } from '@/lib/api/client';
import { memberLoginNonce } from '@/lib/api/endpoints/member-login-nonce';
import type { WalletProof } from '@/lib/auth/login-request';
import { loadWalletRuntime } from '@/lib/wallet/load-wallet-runtime';
import { classifyWalletError, type WalletErrorKind } from '@/lib/wallet/wallet-errors';

export type WalletProofOutcome = { ok: true; proof: WalletProof } | { ok: false; wallet: WalletErrorKind };

/**
 * A fresh challenge from the platform (`member/loginNonce`, single use, a few minutes), signed by
 * the account's wallet exactly as given. Loaded when "Confirm with your wallet" is tapped: the
 * ordinary login never carries it. The platform's refusals (a rate limit) throw as the transport
 * raised them; what the wallet answered comes back as its kind, read from its error codes.
 */
export async function askWalletProof(account: `0x${string}`): Promise<WalletProofOutcome> {
  const challenge = await apiRequest(memberLoginNonce, { account });
  try {
    const runtime = await loadWalletRuntime();
    const signature = await runtime.signLoginMessage(account, challenge.message);
    return { ok: true, proof: { nonce: challenge.nonce, signature } };
  } catch (caught) {
    const kind = classifyWalletError(caught);
    // As the connect flow does: what the wallet said is logged, the screen says it in its words.
    console.info('[wallet]', kind, caught);
    return { ok: false, wallet: kind };
  }
}
