const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Row ids are uuids; anything else from a URL is answered as "not found" before it reaches a
 * query, where PostgreSQL would reject it with an error instead.
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
