/**
 * A setting that lists client addresses (TRUST_PROXY, HEALTH_ALLOW): comma-separated addresses,
 * CIDR ranges or proxy-addr's names (loopback, linklocal, uniquelocal), each checked when the
 * server starts, so a typo is one line naming the setting rather than a stack trace from the
 * first request (or, for TRUST_PROXY, from fastify while the server is built).
 */
import proxyAddr from '@fastify/proxy-addr';

/** The entries of `value`, checked; throws an Error whose message is `problem` when one is not an address or range. */
export function addressList(value: string | undefined, problem: string): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  try {
    proxyAddr.compile(entries);
  } catch {
    throw new Error(problem);
  }
  return entries;
}
