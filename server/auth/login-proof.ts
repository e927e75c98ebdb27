/**
 * What a login shows besides its password, deciding which throttle counts it (docs/server-security.md,
 * "Authentication"):
 * - `device`: a live device token of this account (it logged in here before): only that device's
 *   own failures delay it;
 * - `wallet`: the account's wallet signed a fresh challenge: not delayed by the account's failed
 *   logins, counted per client and in the account's wallet budget;
 * - `none`: anyone; shares the account's delay with every other such attempt.
 */
import { ApiFailure, CODE } from '../api/api-failure';
import type { ApiContext } from '../api/api-context';
import { findDevice, type KnownDevice } from './login-devices';
import { checkWalletProof } from './wallet-login';

export type LoginProof = { kind: 'none' } | { kind: 'device'; device: KnownDevice } | { kind: 'wallet' };

export interface LoginProofInput {
  account: string;
  deviceToken?: string | undefined;
  nonce?: string | undefined;
  signature?: string | undefined;
}

/**
 * A wallet proof that fails is refused before any password is checked or counted (423-free: the
 * sender can ask for a new challenge). A device token that is not (or no longer) this account's is
 * simply no proof: the login goes on like any other.
 */
export async function resolveLoginProof(
  ctx: Pick<ApiContext, 'db' | 'now'>,
  input: LoginProofInput,
): Promise<LoginProof> {
  if (input.nonce !== undefined || input.signature !== undefined) {
    if (input.nonce === undefined || input.signature === undefined)
      throw new ApiFailure(CODE.refused, 'invalidRequest');
    const proof = await checkWalletProof(
      ctx.db,
      { account: input.account, nonce: input.nonce, signature: input.signature },
      ctx.now(),
    );
    if (proof === 'expired') throw new ApiFailure(CODE.refused, 'walletLoginExpired');
    if (proof === 'badSignature') throw new ApiFailure(CODE.refused, 'walletSignatureInvalid');
    return { kind: 'wallet' };
  }
  if (input.deviceToken !== undefined) {
    const device = await findDevice(ctx.db, input.deviceToken, input.account, ctx.now());
    if (device) return { kind: 'device', device };
  }
  return { kind: 'none' };
}
