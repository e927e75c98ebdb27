import { mnemonicToAccount } from 'viem/accounts';
import { expect, it } from 'vitest';
import { ANVIL_ACCOUNTS, ANVIL_MNEMONIC } from './seed-accounts';

it('lists the addresses of the anvil mnemonic', () => {
  const derived = ANVIL_ACCOUNTS.map(
    (_, addressIndex) => mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex }).address,
  );
  expect(derived).toEqual([...ANVIL_ACCOUNTS]);
});
