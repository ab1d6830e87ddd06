import { describe, expect, it } from 'vitest';
import net from 'node:net';
import { listenProblem, serverConfigFromEnv } from './config.ts';
import { defaultConnectionLimits } from './connection-limits.ts';

describe('serverConfigFromEnv', () => {
  it('defaults: port 3000 on 127.0.0.1, loopback proxies trusted, the default limits, logging on', () => {
    expect(serverConfigFromEnv({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      trustProxy: ['loopback'],
      limits: defaultConnectionLimits,
    });
  });

  it('reads every setting', () => {
    const config = serverConfigFromEnv({
      PORT: '8080',
      HOST: '0.0.0.0',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      HEADERS_TIMEOUT_MS: '2000',
      REQUEST_TIMEOUT_MS: '3000',
      KEEP_ALIVE_TIMEOUT_MS: '65000',
      MAX_CONNECTIONS: '5000',
      MAX_CONNECTIONS_PER_CLIENT: '20',
      LOG: 'off',
    });
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      limits: {
        headersTimeoutMs: 2000,
        requestTimeoutMs: 3000,
        keepAliveTimeoutMs: 65000,
        maxConnections: 5000,
        maxConnectionsPerClient: 20,
      },
    });
    expect(serverConfigFromEnv({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    // A typo is one line naming the setting, never fastify's stack trace while the server is built.
    expect(() => serverConfigFromEnv({ TRUST_PROXY: 'yes' })).toThrow(
      /^TRUST_PROXY must be "true", "false", or addresses and ranges .* found "yes"$/,
    );
    expect(() => serverConfigFromEnv({ TRUST_PROXY: '10.0.0.0/8, my-proxy' })).toThrow(/TRUST_PROXY must be/);
  });

  it('refuses values it cannot use, naming the variable', () => {
    expect(() => serverConfigFromEnv({ REQUEST_TIMEOUT_MS: 'soon' })).toThrow(/REQUEST_TIMEOUT_MS must be a whole number/);
    expect(() => serverConfigFromEnv({ MAX_CONNECTIONS: '0' })).toThrow(/MAX_CONNECTIONS/);
    expect(() => serverConfigFromEnv({ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '10000' })).toThrow(
      /HEADERS_TIMEOUT_MS \(20000\) must not exceed REQUEST_TIMEOUT_MS/,
    );
    expect(() => serverConfigFromEnv({ PORT: 'http' })).toThrow('PORT must be a port number from 0 to 65535, found "http"');
    expect(() => serverConfigFromEnv({ PORT: '70000' })).toThrow(/PORT must be a port number/);
  });
});

/** The error Node gives a second listener on `port` of 127.0.0.1. */
async function listenError(port: number): Promise<unknown> {
  const second = net.createServer();
  return new Promise((resolve) => {
    second.once('error', resolve);
    second.listen(port, '127.0.0.1', () => second.close(() => resolve(undefined)));
  });
}

describe('listenProblem', () => {
  it('a port in use: one line naming the port and the PORT setting, from the error Node really gives', async () => {
    const first = net.createServer();
    await new Promise<void>((resolve) => first.listen(0, '127.0.0.1', resolve));
    const { port } = first.address() as net.AddressInfo;
    try {
      const error = await listenError(port);
      expect((error as NodeJS.ErrnoException).code).toBe('EADDRINUSE');
      const message = listenProblem(error, { port, host: '127.0.0.1' });
      expect(message).toMatch(new RegExp(`^Port ${port} is in use; set PORT=… to another, e\\.g\\. PORT=${port + 1} npm start`));
      expect(message).not.toContain('\n');
    } finally {
      first.close();
    }
  });

  it('leaves any other failure to its stack trace', () => {
    expect(listenProblem(new Error('something of ours'), { port: 3000, host: '127.0.0.1' })).toBeUndefined();
    expect(listenProblem(Object.assign(new Error('denied'), { code: 'EACCES' }), { port: 80, host: '0.0.0.0' })).toMatch(
      /^Port 80 needs administrator rights/,
    );
  });
});
