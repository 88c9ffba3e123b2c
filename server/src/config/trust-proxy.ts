import net from 'node:net';

/**
 * TRUST_PROXY (decisions 033): which proxies in front of the app may say who the client is.
 * - a hop count (`1`, `2`): the client is the address that many proxies back, counted from the
 *   right of X-Forwarded-For: the one the outermost trusted proxy saw;
 * - proxy addresses or CIDRs (`10.0.0.0/8,127.0.0.1`): X-Forwarded-For is read from the right,
 *   skipping these, and the first address that is not one of them is the client;
 * - `false` or `0`: no proxy, the socket's address; `true`: one proxy (the same as `1`), because
 *   trusting every hop would let a client name itself by sending its own X-Forwarded-For.
 */
export type TrustProxy = false | number | string[];

/** The parsed setting, or a message saying what is wrong with it. */
export function parseTrustProxy(raw: string): TrustProxy | string {
  const value = raw.trim().toLowerCase();
  if (value === 'false' || value === '0' || value === '') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => !isAddressOrCidr(entry));
  if (bad !== undefined)
    return `"${bad}" is not a hop count, an IP address or a CIDR range (e.g. 1, or 10.0.0.0/8,127.0.0.1)`;
  return entries;
}

function isAddressOrCidr(entry: string): boolean {
  const [address = '', bits, extra] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  if (!/^\d+$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * The setting as Fastify's trust test: asked for each hop from the socket outwards, it says whether
 * that address is a proxy we trust to report the next one.
 */
export function trustProxyTest(setting: TrustProxy): (address: string, hop: number) => boolean {
  if (setting === false) return () => false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  const list = new net.BlockList();
  for (const entry of setting) {
    const [address = '', bits] = entry.split('/');
    const type = net.isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    const plain = address.replace(/^::ffff:(?=\d+\.)/, '');
    return list.check(plain, net.isIP(plain) === 6 ? 'ipv6' : 'ipv4');
  };
}
