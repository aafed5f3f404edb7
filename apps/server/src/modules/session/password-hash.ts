import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCb) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: object,
) => Promise<Buffer>;
/** scrypt's cost parameter: 2^14, about 70 ms of one core a hash on the CI machine. */
const N = 16384;
const r = 8;
const p = 1;
const KEY_LENGTH = 64;

/**
 * Hashes a password with scrypt; the parameters travel with the hash so they can be raised later. `cost` is for the
 * tests' factories only (a cheaper hash of the test password: the server suite logs in thousands of times).
 */
export async function hashPassword(password: string, cost = N): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N: cost, r, p, maxmem: 64 * 1024 * 1024 });
  return `scrypt$${cost}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  // Without a stored hash, still spend the time, so response timing does not reveal unknown accounts.
  const parts = (stored ?? DUMMY_HASH).split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, rr, pp, salt, hash] = parts;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(rr),
    p: Number(pp),
    maxmem: 64 * 1024 * 1024,
  });
  return stored !== null && key.length === expected.length && timingSafeEqual(key, expected);
}

const DUMMY_HASH = `scrypt$${N}$${r}$${p}$${'A'.repeat(22)}$${'A'.repeat(86)}`;
