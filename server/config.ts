/**
 * The server's settings from the environment (the contact endpoint's own are in
 * contact/setup.ts):
 *   PORT, HOST                    where it listens (3000, 127.0.0.1)
 *   TRUST_PROXY                   whose X-Forwarded-For to believe: "true", "false", or addresses
 *                                 and ranges such as "loopback" (the default) or "10.0.0.0/8,127.0.0.1"
 *   HEADERS_TIMEOUT_MS            a request's headers must arrive within this (10000)
 *   REQUEST_TIMEOUT_MS            the whole request, body included, within this (15000)
 *   KEEP_ALIVE_TIMEOUT_MS         an idle keep-alive connection closes after this (5000)
 *   MAX_CONNECTIONS               open connections at most (1000)
 *   MAX_CONNECTIONS_PER_CLIENT    open connections from one address at most, trusted proxies apart (100)
 *   LOG                           "off" silences the request log
 * The contact endpoint's rate limit counts per client address, so trusting every proxy would
 * let anyone pick theirs.
 */
import { defaultConnectionLimits, type ConnectionLimits } from './connection-limits.ts';

export interface ServerConfig {
  port: number;
  host: string;
  trustProxy: boolean | string[];
  limits: ConnectionLimits;
  logger: boolean;
}

/** "true", "false", or proxy addresses/ranges such as "loopback" or "10.0.0.0/8,127.0.0.1". */
function trustProxyFromEnv(value = 'loopback'): boolean | string[] {
  if (value === 'true' || value === 'false') return value === 'true';
  return value.split(',').map((entry) => entry.trim()).filter(Boolean);
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim() || String(fallback);
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number, 1 or more, found "${raw}"`);
  return value;
}

export function serverConfigFromEnv(env: NodeJS.ProcessEnv): ServerConfig {
  const limits: ConnectionLimits = {
    headersTimeoutMs: positiveInteger(env, 'HEADERS_TIMEOUT_MS', defaultConnectionLimits.headersTimeoutMs),
    requestTimeoutMs: positiveInteger(env, 'REQUEST_TIMEOUT_MS', defaultConnectionLimits.requestTimeoutMs),
    keepAliveTimeoutMs: positiveInteger(env, 'KEEP_ALIVE_TIMEOUT_MS', defaultConnectionLimits.keepAliveTimeoutMs),
    maxConnections: positiveInteger(env, 'MAX_CONNECTIONS', defaultConnectionLimits.maxConnections),
    maxConnectionsPerClient: positiveInteger(env, 'MAX_CONNECTIONS_PER_CLIENT', defaultConnectionLimits.maxConnectionsPerClient),
  };
  // Node refuses a headers timeout longer than the request's: both would be meaningless.
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new Error(`HEADERS_TIMEOUT_MS (${limits.headersTimeoutMs}) must not exceed REQUEST_TIMEOUT_MS (${limits.requestTimeoutMs})`);
  }
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    limits,
    logger: env.LOG !== 'off',
  };
}
