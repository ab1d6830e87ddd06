import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network.ts';

describe('who a client is, for the per-client limits', () => {
  it('an IPv4 address is itself, written as IPv6 too', () => {
    expect(clientNetwork('192.0.2.1')).toBe('192.0.2.1');
    expect(clientNetwork('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientNetwork('192.0.2.2')).not.toBe(clientNetwork('192.0.2.1'));
  });

  it('every address of one IPv6 /64 is one client; the next /64 is another', () => {
    const network = clientNetwork('2001:db8:1:2::1');
    expect(network).toBe('2001:db8:1:2::/64');
    for (const address of ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0db8:0001:0002:abcd::7', '2001:db8:1:2:0:0:0:0']) {
      expect(clientNetwork(address), address).toBe(network);
    }
    expect(clientNetwork('2001:db8:1:3::1')).not.toBe(network);
  });

  it('takes another prefix length', () => {
    expect(clientNetwork('2001:db8:1:2::1', 48)).toBe('2001:db8:1::/48');
    expect(clientNetwork('2001:db8:1:ff::1', 48)).toBe('2001:db8:1::/48');
    expect(clientNetwork('2001:db8:1:2::1', 128)).toBe('2001:db8:1:2::1/128');
  });
});
