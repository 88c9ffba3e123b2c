import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { open, seal, SealError, sealingKey } from './sealed-box.js';

describe('sealed secrets (record 165)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'avs-seal-'));

  it('opens what it sealed, and nothing sealed under another key or changed', () => {
    const key = sealingKey({ secretKey: 'a'.repeat(40), dataDir });
    const sealed = seal(key, '{"clientSecret":"s3cr3t"}');
    expect(sealed).not.toContain('s3cr3t');
    expect(open(key, sealed)).toBe('{"clientSecret":"s3cr3t"}');
    expect(seal(key, 'same')).not.toBe(seal(key, 'same'));
    expect(() => open(sealingKey({ secretKey: 'b'.repeat(40), dataDir }), sealed)).toThrow(SealError);
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0]! ^= 1;
    expect(() => open(key, [v, iv, tag, flipped.toString('base64url')].join('.'))).toThrow(SealError);
  });

  it('keeps a key of its own in the data folder, readable by its user alone, when SECRET_KEY is unset', () => {
    const first = sealingKey({ secretKey: undefined, dataDir });
    expect(sealingKey({ secretKey: undefined, dataDir }).equals(first)).toBe(true);
    expect(fs.statSync(path.join(dataDir, 'secret.key')).mode & 0o777).toBe(0o600);
    expect(open(first, seal(first, 'kept'))).toBe('kept');
  });
});
