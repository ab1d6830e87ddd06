/**
 * The HTTP server: prerendered pages at clean URLs, hashed assets cached forever, the route
 * table's redirects, 404s with the not-found pages, security headers, and the API.
 * Pages and assets are served from memory with their build-time .br/.gz copies
 * (static-files.ts); API answers are small JSON and go out uncompressed.
 */
import fs from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Site } from '../src/content/types.ts';
import { storyPrefix, type Redirect, type RouteEntry } from '../src/route-table.ts';
import { contentSecurityPolicy } from './security-headers.ts';
import { loadStaticFiles, sendStaticFile } from './static-files.ts';

export interface ServerOptions {
  distDir: string;
  site: Site;
  routes: readonly RouteEntry[];
  redirects: readonly Redirect[];
  logger?: boolean;
  /** Registers extra routes (the API) on the same server. */
  plugins?: ((app: FastifyInstance) => Promise<void>)[];
}


export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const { distDir } = options;
  if (!fs.existsSync(path.join(distDir, '404.html'))) {
    throw new Error(`${distDir} holds no built site: run "npm run build" first`);
  }
  const app = Fastify({ logger: options.logger ?? false, trustProxy: true });

  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options.site) },
    // The demo video frame is cross-origin; COEP would block it.
    crossOriginEmbedderPolicy: false,
  });
  const files = loadStaticFiles(distDir);
  const fileFor = (outFile: string) => {
    const file = files.get(`/${outFile}`);
    if (!file) throw new Error(`The route table names ${outFile}, which the build did not write: run "npm run build"`);
    return file;
  };
  const sendPage = (request: FastifyRequest, reply: FastifyReply, route: Pick<RouteEntry, 'outFile' | 'status'>) =>
    sendStaticFile(request, reply, fileFor(route.outFile), route.status);

  for (const route of options.routes) {
    if (route.path.includes('*')) continue;
    fileFor(route.outFile);
    app.get(route.path, (request, reply) => sendPage(request, reply, route));
  }
  for (const redirect of options.redirects) {
    app.get(redirect.from, (_request, reply) => reply.redirect(redirect.to, 301));
  }
  // Assets and other files: exact paths only (no directory listings, no dotfiles).
  app.get('/*', (request, reply) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    } catch {
      return reply.code(400).send({ error: 'bad_request', message: 'The address is not valid URL encoding.' });
    }
    const file = files.get(pathname);
    if (!file || file.type.startsWith('text/html')) return reply.callNotFound();
    return sendStaticFile(request, reply, file);
  });

  const known = new Set(options.routes.map((route) => route.path));
  const storyNotFound = options.routes.find((route) => route.page === 'story-not-found');
  const notFound = options.routes.find((route) => route.page === 'not-found');
  if (!storyNotFound || !notFound) throw new Error('The route table has no not-found pages');

  app.setNotFoundHandler((request, reply) => {
    const url = new URL(request.url, 'http://localhost');
    // "/about/" is "/about": one address per page.
    if (url.pathname.length > 1 && url.pathname.endsWith('/') && known.has(url.pathname.slice(0, -1))) {
      return reply.redirect(url.pathname.slice(0, -1) + url.search, 301);
    }
    if (url.pathname.startsWith('/api/')) {
      return reply.code(404).send({ error: 'not_found', message: `No API endpoint ${request.method} ${url.pathname}` });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(405).header('Allow', 'GET, HEAD').send({ error: 'method_not_allowed', message: `${request.method} is not allowed here` });
    }
    return sendPage(request, reply, url.pathname.startsWith(storyPrefix) ? storyNotFound : notFound);
  });

  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    // Never a stack trace: a clear message for client errors, a generic one otherwise.
    return reply.code(status).send({ error: status === 500 ? 'internal_error' : 'bad_request', message: status === 500 ? 'Something went wrong on our side.' : error.message });
  });

  for (const plugin of options.plugins ?? []) await plugin(app);
  return app;
}
