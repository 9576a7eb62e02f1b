import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key every per-address limit counts a client under (docs/security.md, "Addresses").
 *
 * An IPv6 subscriber gets a whole /64 (often a /56 or /48) and picks any address in it at will, so counting
 * IPv6 addresses one by one gave one attacker 2^64 "addresses": a flood from 50 addresses of one /64 is one
 * client here. IPv4 is counted by address (carrier NAT already puts many people behind one). An IPv4 address
 * written as IPv6 (`::ffff:192.0.2.1`, what a dual-stack socket reports) is the IPv4 address, so the same
 * client is not two keys depending on how it connected. Anything that is not an address (`unknown`, `server`
 * for the server's own jobs) is its own key.
 */
export function clientAddressKey(address: string): string {
  const plain = address.trim().toLowerCase();
  if (isIPv4(plain)) return plain;
  const withoutZone = plain.replace(/%.*$/, '').replace(/^\[(.*)\]$/, '$1');
  if (!isIPv6(withoutZone)) return plain;
  const groups = expandIPv6(withoutZone);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high, low] = [groups[6] ?? 0, groups[7] ?? 0];
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  const prefix = groups.slice(0, 4).map((group) => group.toString(16).padStart(4, '0'));
  return `${prefix.join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` filled in, a dotted IPv4 tail as two groups). */
function expandIPv6(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => Number.parseInt(group, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const zeros = new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}
