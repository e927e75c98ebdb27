/** Spec §9: 15 characters or fewer shown whole; otherwise first 7 + six asterisks + last 7. */
export function maskAddress(address: string): string {
  if (address.length <= 15) return address;
  return `${address.slice(0, 7)}******${address.slice(-7)}`;
}
