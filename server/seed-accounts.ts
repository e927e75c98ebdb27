/**
 * Anvil's well-known development accounts (public test keys: never use them on a real chain).
 * Index = derivation index of the default mnemonic (m/44'/60'/0'/0/i).
 */
export const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';

export const ANVIL_ACCOUNTS = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
  '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
  '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
  '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
  '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
  '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
] as const satisfies readonly `0x${string}`[];

/** #0: where stake and recharge payments go (default `treasury_address` setting). */
export const TREASURY_ADDRESS = ANVIL_ACCOUNTS[0];

/** #1: the root member everyone's invitation chain starts from. */
export const ROOT_MEMBER = { address: ANVIL_ACCOUNTS[1], password: 'root-password' } as const;

/** #2: invited by root, with a seeded platform balance. */
export const DEMO_MEMBER = {
  address: ANVIL_ACCOUNTS[2],
  password: 'demo-password',
  balance: '1250.5',
} as const;

/** #3..#9: not registered, for trying registration (invite with ROOT_MEMBER or DEMO_MEMBER). */
export const UNREGISTERED_ACCOUNTS = ANVIL_ACCOUNTS.slice(3);

/**
 * #10..#12 of the same mnemonic: the demo member's community (seeded, password `demo-password`):
 * #10 and #11 invited by demo, #12 invited by #10; #13 has no inviter yet (can bind one).
 */
export const ANVIL_COMMUNITY_ACCOUNTS = [
  '0xBcd4042DE499D14e55001CcbB24a551F3b954096',
  '0x71bE63f3384f5fb98995898A86B02Fb2426c5788',
  '0xFABB0ac9d68B0B445fB7357272Ff202C5651694a',
  '0x1CBd3b2770909D4e10f157cABC84C7264073C9Ec',
] as const satisfies readonly `0x${string}`[];
