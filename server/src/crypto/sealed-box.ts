import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Secrets kept at rest (phone-system credentials, record 165), sealed with AES-256-GCM under the
 * node's key: SECRET_KEY where it is set (the same on every node of a cluster), else 32 random
 * bytes kept in DATA_DIR/secret.key, made on first use and readable by the node's user alone. A
 * sealed value is `v1.<iv>.<tag>.<ciphertext>` (base64url): the tag makes a changed or foreign
 * value fail to open instead of opening to garbage.
 */
export class SealError extends Error {}

const KEY_FILE = 'secret.key';

/** The node's key: SECRET_KEY's digest (any long string will do), else the key file's bytes. */
export function sealingKey(config: { secretKey: string | undefined; dataDir: string }): Buffer {
  if (config.secretKey) return createHash('sha256').update(config.secretKey).digest();
  const file = path.join(config.dataDir, KEY_FILE);
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new SealError(`${file} does not hold a 32-byte key`);
  return key;
}

export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

/** The sealed value's text; SealError when it was sealed under another key or changed since. */
export function open(key: Buffer, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new SealError('not a sealed value');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new SealError('sealed under another key, or changed');
  }
}
