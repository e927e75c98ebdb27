import { memberLoginNonce } from '@/lib/api/endpoints/member-login-nonce';
import { issueLoginChallenge } from '../../auth/wallet-login';
import { publicRoute } from '../api-route';

/** A wallet-login challenge for any address (member or not, so it tells nothing about membership). */
export const memberLoginNonceRoute = publicRoute(memberLoginNonce, async ({ account }, ctx) => {
  const challenge = await issueLoginChallenge(ctx.db, account, ctx.now());
  return { ...challenge, expiresAt: challenge.expiresAt.toISOString() };
});
