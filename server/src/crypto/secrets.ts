import { createHash, createHmac, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** 256 random bits, URL-safe: login-link tokens and session ids. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Tokens and session ids are stored only as their SHA-256: they are already 256 random bits,
 * so a fast hash is enough to make a stolen table useless without slowing every request.
 */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** HMAC-SHA256 of `value` under `key`, URL-safe: a value the server can later tell it signed. */
export function hmacSha256(key: string, value: string): string {
  return createHmac('sha256', key).update(value).digest('base64url');
}

/** Compares two strings in time that does not depend on where they first differ. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

// scrypt with N=2^15, r=8: 32 MiB of memory per hash, which is what makes it memory-hard.
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, keyLength: 64 } as const;

function scryptAsync(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** Returns `scrypt$N$r$p$salt$hash`, so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p, keyLength } = SCRYPT;
  const key = await scryptAsync(password, salt, keyLength, { N, r, p, maxmem: 128 * N * r * 2 });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const N = Number(n);
  const options = { N, r: Number(r), p: Number(p), maxmem: 128 * N * Number(r) * 2 };
  const key = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, options);
  return timingSafeEqual(key, expected);
}
