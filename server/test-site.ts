/**
 * Helpers for the server tests: the real server (buildServer) on a tiny built site of its
 * own, listening on a free loopback port, and raw HTTP over a socket for the requests a
 * well-behaved client would never send.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { RouteEntry } from '../src/route-table.ts';
import { buildServer, type ServerOptions } from './app.ts';
import type { Site } from '../src/content/types.ts';

const page = (title: string) =>
  `<!doctype html>\n<html lang="en"><head><title>${title}</title></head><body><h1>${title}</h1></body></html>\n`;

const routes: RouteEntry[] = [
  { path: '/', page: 'home', canonical: '/', sitemap: true, noindex: false, status: 200, outFile: 'index.html' },
  { path: '/about', page: 'about', canonical: '/about', sitemap: true, noindex: false, status: 200, outFile: 'about/index.html' },
  { path: '*', page: 'not-found', canonical: null, sitemap: false, noindex: true, status: 404, outFile: '404.html' },
  {
    path: '/success-stories/*',
    page: 'story-not-found',
    canonical: null,
    sitemap: false,
    noindex: true,
    status: 404,
    outFile: 'success-stories/404.html',
  },
];

export interface TestSite {
  app: FastifyInstance;
  port: number;
  baseURL: string;
  close(): Promise<void>;
}

/**
 * buildServer on a fixture site, listening on 127.0.0.1; the options override the defaults.
 * extraFiles are written into its dist folder too, by path ("assets/app.js").
 */
export async function startTestSite(
  options: Partial<ServerOptions> = {},
  extraFiles: Record<string, string | Buffer> = {},
): Promise<TestSite> {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'translytix-test-site-'));
  fs.mkdirSync(path.join(distDir, 'about'));
  fs.mkdirSync(path.join(distDir, 'success-stories'));
  fs.writeFileSync(path.join(distDir, 'index.html'), page('Home'));
  fs.writeFileSync(path.join(distDir, 'about/index.html'), page('About'));
  fs.writeFileSync(path.join(distDir, '404.html'), page('Page not found'));
  fs.writeFileSync(path.join(distDir, 'success-stories/404.html'), page('Story not found'));
  for (const [name, content] of Object.entries(extraFiles)) {
    fs.mkdirSync(path.dirname(path.join(distDir, name)), { recursive: true });
    fs.writeFileSync(path.join(distDir, name), content);
  }
  const site = { demoVideo: { youtubeId: 'aqz-KE-bpKQ' } } as Site;
  const app = await buildServer({ distDir, site, routes, redirects: [], trustProxy: false, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    port,
    baseURL: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      fs.rmSync(distDir, { recursive: true, force: true });
    },
  };
}

export interface RawAnswer {
  /** "HTTP/1.1 408 Request Timeout", or "" when the server closed without answering. */
  statusLine: string;
  headers: Record<string, string>;
  body: string;
  /** Milliseconds from connecting to the answer (or the close, or the timeout). */
  ms: number;
  /** Whether the server closed the connection (false: still open when timeoutMs passed). */
  closed: boolean;
}

/** Connect, write each chunk (a number pauses that many ms), and collect what comes back. */
export function rawRequest(
  port: number,
  chunks: (string | number)[],
  options: {
    timeoutMs: number;
    localAddress?: string;
    /** Called once the connection is open, before the first chunk. */ onConnect?: () => void;
  },
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = net.connect({ host: '127.0.0.1', port, localAddress: options.localAddress });
    let received = '';
    let settled = false;
    const finish = (closed: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const [head = '', ...rest] = received.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ statusLine, headers, body: rest.join('\r\n\r\n'), ms: performance.now() - started, closed });
    };
    const timer = setTimeout(() => finish(false), options.timeoutMs);
    socket.on('connect', async () => {
      options.onConnect?.();
      for (const chunk of chunks) {
        if (typeof chunk === 'number') await new Promise((wait) => setTimeout(wait, chunk));
        else if (!socket.destroyed) socket.write(chunk);
      }
    });
    socket.on('data', (data) => (received += data.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => finish(true));
  });
}

/** Our error shape with the security headers, and nothing of `echo` anywhere in the answer. */
export function expectOurError(answer: RawAnswer, status: number, code: string, echo: string) {
  expect(answer.statusLine).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
  expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(answer.headers['permissions-policy']).toContain('camera=()');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['x-frame-options']).toBeUndefined();
  expect(JSON.parse(answer.body)).toEqual({ error: code, message: expect.any(String) });
  expect(answer.body + JSON.stringify(answer.headers)).not.toContain(echo);
}
