/**
 * Who a client is, for the per-client limits (the rate limit and the daily cap): an IPv4
 * address as it is, an IPv6 address by its network. One IPv6 subscriber is handed a whole /64
 * (2^64 addresses) by its provider, so counting each address let a bot walk around the daily
 * cap: 30 addresses of one /64 got 30 times the cap. IPv4 addresses written as IPv6
 * (::ffff:192.0.2.1, as a dual-stack socket reports them) count as the IPv4 address.
 * ipaddr.js is the parser @fastify/proxy-addr already uses to read X-Forwarded-For.
 */
import ipaddr from 'ipaddr.js';

/** The default IPv6 prefix a client is counted by (CONTACT_IPV6_PREFIX). */
export const DEFAULT_IPV6_PREFIX = 64;

/** The key one client is counted under: its IPv4 address, or its IPv6 network as "2001:db8:1:2::/64". */
export function clientNetwork(address: string, ipv6Prefix = DEFAULT_IPV6_PREFIX): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/${ipv6Prefix}`).toRFC5952String()}/${ipv6Prefix}`;
}
