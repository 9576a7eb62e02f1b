import { describe, expect, it } from 'vitest';
import { clientAddressKey } from '../src/services/rate-limit/client-address';
import { consumeRateLimit } from '../src/services/rate-limit/rate-limit.service';
import { useTestDb } from '../src/testing';

const handle = useTestDb();

describe('clientAddressKey: the key every per-address limit counts', () => {
  it.each([
    // IPv4: the address itself.
    ['192.0.2.7', '192.0.2.7'],
    [' 192.0.2.7 ', '192.0.2.7'],
    // IPv4 written as IPv6 (a dual-stack socket's form) is the IPv4 address, dotted or in hex.
    ['::ffff:192.0.2.7', '192.0.2.7'],
    ['::FFFF:192.0.2.7', '192.0.2.7'],
    ['0:0:0:0:0:ffff:c000:0207', '192.0.2.7'],
    ['::ffff:c000:207', '192.0.2.7'],
    // IPv6: its /64, expanded and lower case, however it is written.
    ['2001:db8:85a3:1:2:3:4:5', '2001:0db8:85a3:0001::/64'],
    ['2001:DB8:85A3:1::ABCD', '2001:0db8:85a3:0001::/64'],
    ['2001:0db8:85a3:0001:ffff:ffff:ffff:ffff', '2001:0db8:85a3:0001::/64'],
    ['2001:db8::1', '2001:0db8:0000:0000::/64'],
    ['2001:db8:0:0:1::', '2001:0db8:0000:0000::/64'],
    ['::1', '0000:0000:0000:0000::/64'],
    ['::', '0000:0000:0000:0000::/64'],
    ['fe80::1%eth0', 'fe80:0000:0000:0000::/64'],
    ['[2001:db8::5]', '2001:0db8:0000:0000::/64'],
    // NAT64 with a dotted tail is IPv6 (the tail lives in the interface half).
    ['64:ff9b::192.0.2.7', '0064:ff9b:0000:0000::/64'],
    // Not an address: itself (the server's own jobs say `server`).
    ['unknown', 'unknown'],
    ['server', 'server'],
  ])('%s counts as %s', (address, key) => {
    expect(clientAddressKey(address)).toBe(key);
  });

  it('tells neighbouring /64s apart and an IPv4 address from the IPv6 that spells it', () => {
    expect(clientAddressKey('2001:db8:0:1::1')).not.toBe(clientAddressKey('2001:db8:0:2::1'));
    expect(clientAddressKey('::192.0.2.7')).not.toBe('192.0.2.7');
    expect(clientAddressKey('192.0.2.7')).not.toBe(clientAddressKey('192.0.2.8'));
  });

  it('a flood from 50 addresses of one /64 counts as one address', async () => {
    const rule = { name: 'test-per-address', limit: 20, windowSeconds: 3600 };
    const now = new Date('2026-11-29T03:00:00Z');
    const allowed: boolean[] = [];
    for (let i = 1; i <= 50; i++) {
      const address = `2001:db8:aa:bb:${i.toString(16)}:${(i * 7).toString(16)}::${i}`;
      allowed.push((await consumeRateLimit(handle.db, rule, clientAddressKey(address), now)).allowed);
    }
    expect(allowed.filter(Boolean)).toHaveLength(20);
    expect(allowed.slice(20).some(Boolean)).toBe(false);
    // Another /64 is another client.
    const other = await consumeRateLimit(handle.db, rule, clientAddressKey('2001:db8:aa:bc::1'), now);
    expect(other.allowed).toBe(true);
  });
});
