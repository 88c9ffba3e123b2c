import { createHash } from 'node:crypto';

/** Same user, same kind, same inputs: the same key, whatever order the payload's keys came in. */
export function dedupeKey(kind: string, userId: string, payload: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([kind, userId, canonical(payload)]))
    .digest('hex');
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}
