import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** OWASP Password Storage Cheat Sheet: scrypt N=2^17, r=8, p=1. */
export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { logN: 17, r: 8, p: 1 };
const MAXMEM = 256 * 1024 * 1024;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
// A tampered hash row must not be able to make one verification take minutes.
const MAX_LOG_N = 20;

export interface ScryptParams {
  logN: number;
  r: number;
  p: number;
}

export interface PasswordHasher {
  readonly params: ScryptParams;
  /** "$scrypt$ln=17,r=8,p=1$<salt>$<key>" (base64, PHC string format): verifiable after params change. */
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /**
   * Answers as late as a real verification of a wrong password would, so unknown accounts can't be
   * told apart by timing. The bare hasher runs one derivation with the current parameters (a random
   * salt, nothing to compare); the hashing queue's lanes derive nothing: they wait as long as a real
   * verification asked now would wait and derive (`server/auth/hashing-queue.ts`), deriving only to
   * seed that.
   */
  verifyNothing(password: string): Promise<void>;
  /** True when `stored` was made with other parameters than the current ones. */
  needsRehash(stored: string): boolean;
  /**
   * Bounded hashers (`server/auth/hashing-queue.ts`): throws the "server busy" refusal now if a
   * derivation asked for now would be refused, so a flood is turned away before any other work.
   */
  assertCapacity?(): void;
  /**
   * Queued hashers: the same hasher for one request, whose derivations still waiting for their turn
   * when `signal` aborts (the client went away) leave the queue without deriving.
   */
  withSignal?(signal: AbortSignal): PasswordHasher;
}

const PATTERN = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

export function createPasswordHasher(params: ScryptParams = DEFAULT_SCRYPT_PARAMS): PasswordHasher {
  const hash = async (password: string) => {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(password, salt, params, KEY_BYTES);
    return `$scrypt$ln=${params.logN},r=${params.r},p=${params.p}$${b64(salt)}$${b64(key)}`;
  };
  const verify = async (password: string, stored: string) => {
    const parsed = parse(stored);
    if (!parsed) return false;
    const actual = await derive(password, parsed.salt, parsed.params, parsed.key.length);
    return timingSafeEqual(actual, parsed.key);
  };
  return {
    params,
    hash,
    verify,
    verifyNothing: async (password) => {
      // The work of `verify` for a wrong password: one derivation with a fresh salt and the current
      // parameters (what a member's hash has), the key then thrown away.
      await derive(password, randomBytes(SALT_BYTES), params, KEY_BYTES);
    },
    needsRehash: (stored) => {
      const parsed = parse(stored);
      return (
        !parsed ||
        parsed.params.logN !== params.logN ||
        parsed.params.r !== params.r ||
        parsed.params.p !== params.p ||
        parsed.key.length !== KEY_BYTES
      );
    },
  };
}

function parse(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const match = PATTERN.exec(stored);
  if (!match) return null;
  const [, logN, r, p, salt, key] = match;
  const params = { logN: Number(logN), r: Number(r), p: Number(p) };
  if (params.logN < 1 || params.logN > MAX_LOG_N || params.r < 1 || params.p < 1) return null;
  const keyBytes = Buffer.from(key ?? '', 'base64');
  if (keyBytes.length < 16) return null;
  return { params, salt: Buffer.from(salt ?? '', 'base64'), key: keyBytes };
}

function derive(
  password: string,
  salt: Buffer,
  { logN, r, p }: ScryptParams,
  length: number,
): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** logN, r, p, maxmem: MAXMEM };
  return new Promise((resolve, reject) => {
    // NFKC so the same password typed on different keyboards/IMEs hashes the same (NIST SP 800-63B).
    scryptCallback(password.normalize('NFKC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function b64(bytes: Buffer): string {
  return bytes.toString('base64').replace(/=+$/, '');
}
