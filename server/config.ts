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
 *   LOG                           "off": no request lines, the others as plain text (server/log.ts)
 * The contact endpoint's rate limit counts per client address, so trusting every proxy would
 * let anyone pick theirs.
 */
import { addressList } from './address-list.ts';
import { defaultConnectionLimits, type ConnectionLimits } from './connection-limits.ts';

export interface ServerConfig {
  port: number;
  host: string;
  trustProxy: boolean | string[];
  limits: ConnectionLimits;
}

/** "true", "false", or proxy addresses/ranges such as "loopback" or "10.0.0.0/8,127.0.0.1". */
function trustProxyFromEnv(value = 'loopback'): boolean | string[] {
  if (value === 'true' || value === 'false') return value === 'true';
  return addressList(
    value,
    `TRUST_PROXY must be "true", "false", or addresses and ranges separated by commas such as "loopback" or "10.0.0.0/8,127.0.0.1", found "${value}"`,
  );
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
  const port = env.PORT?.trim() || '3000';
  if (!/^\d{1,5}$/.test(port) || Number(port) > 65535) throw new Error(`PORT must be a port number from 0 to 65535, found "${port}"`);
  return {
    port: Number(port),
    host: env.HOST ?? '127.0.0.1',
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    limits,
  };
}

/**
 * What to tell the person starting the server when listening failed for a reason they can fix
 * (the port taken, a privileged port, an address this machine does not have), instead of
 * Node's stack trace; undefined for any other failure, which is ours and keeps its stack.
 */
export function listenProblem(error: unknown, config: Pick<ServerConfig, 'port' | 'host'>): string | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const next = config.port === 65535 || config.port === 0 ? 3001 : config.port + 1;
  switch (code) {
    case 'EADDRINUSE':
      return `Port ${config.port} is in use; set PORT=… to another, e.g. PORT=${next} npm start (or stop what is listening on ${config.host}:${config.port}).`;
    case 'EACCES':
      return `Port ${config.port} needs administrator rights on this machine; set PORT=… to 1024 or above, e.g. PORT=3000 npm start.`;
    case 'EADDRNOTAVAIL':
      return `HOST=${config.host} is not an address of this machine; set HOST=127.0.0.1 (this machine only) or HOST=0.0.0.0 (every address).`;
    default:
      return undefined;
  }
}
