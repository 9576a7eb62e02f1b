import { BlockList, isIP } from 'node:net';

/**
 * TRUST_PROXY: the reverse proxies whose X-Forwarded-For, -Proto, -Host and X-Request-Id are believed, as a
 * comma-separated list of addresses and CIDR ranges (and proxy-addr's names `loopback`, `linklocal`,
 * `uniquelocal`). A yes/no trusted whichever peer connected, so a client that reached the app port directly
 * could write its own address into X-Forwarded-For and choose the key every per-address limit counts; with a
 * list, a peer that is not on it is taken at its socket address and its headers are ignored.
 */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

const YES_NO = new Set(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off']);

/** Why a TRUST_PROXY value is refused, or null; `false` and the empty value mean no proxy. */
export function trustProxyProblem(value: string): string | null {
  const entries = splitList(value);
  if (entries.length === 1 && YES_NO.has(entries[0]!.toLowerCase()) && entries[0]!.toLowerCase() !== 'false')
    return (
      'TRUST_PROXY now lists the proxy addresses to trust, e.g. TRUST_PROXY=127.0.0.1 or ' +
      'TRUST_PROXY=10.0.0.0/8,::1 (unset or false: none); a yes/no let any client choose its address'
    );
  const bad = entries.filter((entry) => entry.toLowerCase() !== 'false' && !validEntry(entry));
  return bad.length ? `TRUST_PROXY: not an address or CIDR range: ${bad.join(', ')}` : null;
}

/** The list Fastify's trustProxy takes (names expanded), empty for none. Call after trustProxyProblem. */
export function parseTrustProxy(value: string | undefined): string[] {
  return splitList(value ?? '')
    .filter((entry) => entry.toLowerCase() !== 'false')
    .flatMap((entry) => NAMED_RANGES[entry.toLowerCase()] ?? [entry]);
}

/** Whether a socket's peer is one of the trusted proxies (for what Fastify does not decide: request ids). */
export function trustsPeer(list: readonly string[]): (peer: string | undefined) => boolean {
  if (list.length === 0) return () => false;
  const trusted = new BlockList();
  for (const entry of list) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) trusted.addAddress(address, family);
    else trusted.addSubnet(address, Number(prefix), family);
  }
  return (peer) => {
    if (!peer) return false;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(peer)?.[1];
    const address = mapped ?? peer;
    const family = isIP(address);
    return family !== 0 && trusted.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}

const splitList = (value: string) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');

function validEntry(entry: string): boolean {
  if (NAMED_RANGES[entry.toLowerCase()]) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits >= 0 && bits <= (family === 6 ? 128 : 32);
}
