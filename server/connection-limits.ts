/**
 * How long a client may take and how many connections it may hold, so that slow or idle
 * connections cannot pile up until the process runs out of file descriptors:
 *
 * - headers must arrive within headersTimeoutMs and the whole request (body included) within
 *   requestTimeoutMs, or Node answers 408 (in our shape, errors.ts) and closes;
 * - an idle keep-alive connection closes after keepAliveTimeoutMs, a connection on which
 *   nothing moves at all (a client that stopped reading) after IDLE_SOCKET_MS;
 * - at most maxConnections at once, and maxConnectionsPerClient from one address, so one
 *   client's flood leaves room for everyone else. Trusted proxies are not counted per
 *   address: every visitor behind them shares their address.
 */
import type { Server } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyServerOptions } from 'fastify';

export interface ConnectionLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  maxConnections: number;
  maxConnectionsPerClient: number;
}

export const defaultConnectionLimits: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  // A demo request is a few kilobytes; 15 s lets even a poor mobile link send the 64 KiB limit.
  requestTimeoutMs: 15_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 1_000,
  maxConnectionsPerClient: 100,
};

/** A connection on which nothing was read or written for this long is closed. */
const IDLE_SOCKET_MS = 30_000;

/** Fastify's and Node's own settings for the timeouts. */
export function timeoutOptions(limits: ConnectionLimits): Pick<
  FastifyServerOptions,
  'requestTimeout' | 'keepAliveTimeout' | 'connectionTimeout'
> & {
  http: { headersTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionTimeout: Math.max(IDLE_SOCKET_MS, limits.requestTimeoutMs),
    http: {
      headersTimeout: limits.headersTimeoutMs,
      // Node looks for expired requests this often (30 s by default): the 408 comes at most this late.
      connectionsCheckingInterval: Math.max(
        100,
        Math.min(1_000, Math.floor(Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs) / 4)),
      ),
    },
  };
}

/** Whose address stands for many visitors: fastify's trustProxy setting, as a test of one address. */
export function trustedProxyTest(trustProxy: boolean | string[]): (address: string) => boolean {
  if (typeof trustProxy === 'boolean') return () => trustProxy;
  const trusted = proxyAddr.compile(trustProxy);
  return (address) => trusted(address, 0);
}

/** Refuse connections beyond the limits (the socket closes at once, before any byte is read). */
export function capConnections(server: Server, limits: ConnectionLimits, isTrustedProxy: (address: string) => boolean): void {
  server.maxConnections = limits.maxConnections;
  const perClient = new Map<string, number>();
  // Before the HTTP server sets the connection up, so a refused one costs nothing more.
  server.prependListener('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    if (isTrustedProxy(address)) return;
    const open = perClient.get(address) ?? 0;
    if (open >= limits.maxConnectionsPerClient) {
      socket.destroy();
      return;
    }
    perClient.set(address, open + 1);
    socket.once('close', () => {
      const left = (perClient.get(address) ?? 1) - 1;
      if (left > 0) perClient.set(address, left);
      else perClient.delete(address);
    });
  });
}
