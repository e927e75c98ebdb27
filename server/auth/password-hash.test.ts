import { describe, expect, it } from 'vitest';
import { createPasswordHasher, DEFAULT_SCRYPT_PARAMS } from './password-hash';

const fast = createPasswordHasher({ logN: 10, r: 8, p: 1 });

describe('password hashing', () => {
  it('uses the OWASP scrypt parameters by default', async () => {
    expect(DEFAULT_SCRYPT_PARAMS).toEqual({ logN: 17, r: 8, p: 1 });
    const hasher = createPasswordHasher();
    const stored = await hasher.hash('correct horse');
    expect(stored).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await hasher.verify('correct horse', stored)).toBe(true);
  });

  it('salts every hash and verifies only the right password', async () => {
    const a = await fast.hash('secret-1');
    const b = await fast.hash('secret-1');
    expect(a).not.toBe(b);
    expect(await fast.verify('secret-1', a)).toBe(true);
    expect(await fast.verify('secret-2', a)).toBe(false);
    expect(await fast.verify('Secret-1', a)).toBe(false);
  });

  it('reads the parameters from the stored string', async () => {
    const stored = await fast.hash('pw-123456');
    const other = createPasswordHasher({ logN: 11, r: 8, p: 1 });
    expect(await other.verify('pw-123456', stored)).toBe(true);
    expect(other.needsRehash(stored)).toBe(true);
    expect(fast.needsRehash(stored)).toBe(false);
  });

  it('normalises Unicode', async () => {
    const stored = await fast.hash('caf\u00e9-pass');
    expect(await fast.verify('cafe\u0301-pass', stored)).toBe(true);
  });

  it('rejects malformed or abusive stored strings', async () => {
    expect(await fast.verify('x', '')).toBe(false);
    expect(await fast.verify('x', 'plain-text')).toBe(false);
    expect(
      await fast.verify(
        'x',
        '$scrypt$ln=30,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      ),
    ).toBe(false);
  });
});
