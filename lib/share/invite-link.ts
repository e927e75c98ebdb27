/** The register route with the inviter's wallet address (spec: `?c=`). */
export function inviteLink(origin: string, account: string): string {
  return `${origin}/pages/login/register?c=${encodeURIComponent(account)}`;
}
