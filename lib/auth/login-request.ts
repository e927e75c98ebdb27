/** What the wallet's signature of a `member/loginNonce` challenge adds to a login. */
export interface WalletProof {
  nonce: string;
  signature: `0x${string}`;
}

export interface LoginRequestBody {
  account: string;
  password: string;
  deviceToken?: string;
  nonce?: string;
  signature?: string;
}

/**
 * The body of `member/login`: the account and password, the account's device token when this
 * platform gave one (a login from this device is then not delayed by strangers' failed logins), and
 * the wallet's proof when the member confirmed with the wallet. Fields that are not there are left
 * out rather than sent empty, so a platform that knows none of them sees the login it always did.
 */
export function composeLoginRequest({
  account,
  password,
  deviceToken,
  proof,
}: {
  account: string;
  password: string;
  deviceToken?: string | undefined;
  proof?: WalletProof | undefined;
}): LoginRequestBody {
  return {
    account,
    password,
    ...(deviceToken ? { deviceToken } : {}),
    ...(proof ? { nonce: proof.nonce, signature: proof.signature } : {}),
  };
}
