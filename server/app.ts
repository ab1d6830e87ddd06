/**
 * The HTTP server: prerendered pages at clean URLs, hashed assets cached forever, the route
 * table's redirects, 404s with the not-found pages, security headers, and the API.
 * Pages and assets are served from memory with their build-time .br/.gz copies
 * (static-files.ts); a plain GET of one is answered before fastify's routing and hooks, from
 * answers prepared at start (early-answers.ts). API answers are small JSON and go out
 * uncompressed. Every error answer,
 * fastify's and Node's own included, comes from errors.ts; timeouts and connection caps from
 * connection-limits.ts.
 */
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { Site } from '../src/content/types.ts';
import { addressBook, resolvePath, storyPrefix, type Redirect, type RouteEntry } from '../src/route-table.ts';
import { capConnections, defaultConnectionLimits, timeoutOptions, trustedProxyTest, type ConnectionLimits } from './connection-limits.ts';
import { earlyAnswers, type EarlyAnswerOptions } from './early-answers.ts';
import { errorHandling, HttpError, sendProblem } from './errors.ts';
import { installShutdownHooks } from './graceful-shutdown.ts';
import { earlyRequestLog, requestLogOptions } from './request-log.ts';
import { securityHeaders } from './security-headers.ts';
import { loadStaticFiles, REDIRECT_CACHE_CONTROL, sendStaticFile, type StaticFile } from './static-files.ts';

export interface ServerOptions {
  distDir: string;
  site: Site;
  routes: readonly RouteEntry[];
  redirects: readonly Redirect[];
  /** Fastify's logger: true for JSON lines on stdout, or its options (tests pass a stream). */
  logger?: FastifyServerOptions['logger'];
  /** Or the logger itself, so the server's own lines and fastify's are one log (server/log.ts). */
  loggerInstance?: FastifyBaseLogger;
  /** Whose X-Forwarded-* headers to believe (fastify's trustProxy); every proxy when unset. */
  trustProxy?: boolean | string[];
  /** Timeouts and connection caps; defaultConnectionLimits when unset. */
  limits?: ConnectionLimits;
  /** Registers extra routes (the API) on the same server. */
  plugins?: ((app: FastifyInstance) => Promise<void>)[];
}

const badUrl = new HttpError(400, 'bad_url', 'The address is not valid URL encoding.');
const pagesOnlyGet = new HttpError(405, 'method_not_allowed', 'Pages only answer GET and HEAD.', { Allow: 'GET, HEAD' });

/**
 * The path and query of a request as sent. `new URL("//about", base)` reads "about" as a
 * host and answers path "/", which served the home page at //about: a path is everything
 * before the "?" (an absolute-form target, "http://host/path", is parsed as a URL).
 */
function targetOf(url: string): { pathname: string; search: string } {
  if (!url.startsWith('/')) {
    const parsed = new URL(url);
    return { pathname: parsed.pathname, search: parsed.search };
  }
  const query = url.indexOf('?');
  return query < 0 ? { pathname: url, search: '' } : { pathname: url.slice(0, query), search: url.slice(query) };
}

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const { distDir } = options;
  if (!fs.existsSync(path.join(distDir, '404.html'))) {
    throw new Error(`${distDir} holds no built site: run "npm run build" first`);
  }
  const headers = securityHeaders(options.site);
  const trustProxy = options.trustProxy ?? true;
  const { app, isClosing } = createApp(options, headers, trustProxy);

  const files = loadStaticFiles(distDir);
  const pages = servePages(app, options.routes, files);
  answerOtherAddresses(app, options, files);

  for (const plugin of options.plugins ?? []) await plugin(app);

  answerEarly(app, {
    pages,
    files: new Map([...files].filter(([, file]) => !file.type.startsWith('text/html'))),
    securityHeaders: headers,
    isClosing,
    log: options.logger || options.loggerInstance ? earlyRequestLog(app.log, trustProxy) : undefined,
  });
  return app;
}

/** Fastify with the logger, timeouts and connection caps, every error answer, the security headers and a graceful stop. */
function createApp(
  options: ServerOptions,
  headers: Readonly<Record<string, string>>,
  trustProxy: boolean | string[],
): { app: FastifyInstance; isClosing: () => boolean } {
  const errors = errorHandling(headers);
  const limits = options.limits ?? defaultConnectionLimits;
  const app = Fastify({
    ...(options.loggerInstance ? { loggerInstance: options.loggerInstance } : { logger: options.logger ?? false }),
    trustProxy,
    ...timeoutOptions(limits),
    ...errors.options,
    ...requestLogOptions(),
  });
  capConnections(app.server, limits, trustedProxyTest(trustProxy));
  errors.install(app);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
  const isClosing = installShutdownHooks(app);
  return { app, isClosing };
}

function fileFor(files: ReadonlyMap<string, StaticFile>, outFile: string): StaticFile {
  const file = files.get(`/${outFile}`);
  if (!file) throw new Error(`The route table names ${outFile}, which the build did not write: run "npm run build"`);
  return file;
}

function sendPage(
  files: ReadonlyMap<string, StaticFile>,
  request: FastifyRequest,
  reply: FastifyReply,
  route: Pick<RouteEntry, 'outFile' | 'status'>,
) {
  return sendStaticFile(request, reply, fileFor(files, route.outFile), route.status);
}

/** A route for each page of the route table, and one for assets; returns the pages that answer 200, by path. */
function servePages(app: FastifyInstance, routes: readonly RouteEntry[], files: ReadonlyMap<string, StaticFile>): Map<string, StaticFile> {
  const pages = new Map<string, StaticFile>();
  for (const route of routes) {
    if (route.path.includes('*')) continue;
    if (route.status === 200) pages.set(route.path, fileFor(files, route.outFile));
    else fileFor(files, route.outFile);
    app.get(route.path, (request, reply) => sendPage(files, request, reply, route));
  }
  // Assets and other files: exact paths only (no directory listings, no dotfiles).
  app.get('/*', (request, reply) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(targetOf(request.url).pathname);
    } catch {
      return sendProblem(request, reply, badUrl);
    }
    const file = files.get(pathname);
    if (!file || file.type.startsWith('text/html')) return reply.callNotFound();
    return sendStaticFile(request, reply, file);
  });
  return pages;
}

/** Every address no route has: a redirect, a page under another spelling, or a not-found page. */
function answerOtherAddresses(app: FastifyInstance, options: ServerOptions, files: ReadonlyMap<string, StaticFile>): void {
  const addresses = addressBook(options);
  const storyNotFound = options.routes.find((route) => route.page === 'story-not-found');
  const notFound = options.routes.find((route) => route.page === 'not-found');
  if (!storyNotFound || !notFound) throw new Error('The route table has no not-found pages');

  // The API answers its own unknown addresses (contact/plugin.ts); these are pages.
  app.setNotFoundHandler((request, reply) => {
    let url: { pathname: string; search: string };
    let pathname: string;
    try {
      url = targetOf(request.url);
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return sendProblem(request, reply, badUrl);
    }
    // "//about" is no address (an empty segment), never another page nor another host: the
    // not-found page, as nginx's generated site answers it too (scripts/host-config/nginx.ts).
    if (url.pathname.includes('//')) return sendPage(files, request, reply, notFound);
    // Redirects, "/about/" to "/about" and any letter case of a story's or an article's address:
    // one permanent redirect to the page, with the query (campaign parameters) kept.
    const answer = resolvePath(pathname, (candidate) => addresses.get(candidate));
    // Cached for a day, not for ever as a bare 301 may be: a redirect the marketer changes takes effect.
    if (answer && 'redirect' in answer)
      return reply.header('Cache-Control', REDIRECT_CACHE_CONTROL).redirect(answer.redirect + url.search, 301);
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendProblem(request, reply, pagesOnlyGet);
    if (answer) return sendPage(files, request, reply, answer.route);
    return sendPage(files, request, reply, url.pathname.startsWith(storyPrefix) ? storyNotFound : notFound);
  });
}

/** Plain GETs of pages and files answered from answers prepared at start, before fastify's routing. */
function answerEarly(app: FastifyInstance, options: EarlyAnswerOptions): void {
  const early = earlyAnswers(options);
  app.addHook('onReady', async () => early.prepare(app));
  // In front of fastify's handler on the same server, so its settings (timeouts, keep-alive) stay fastify's.
  const [fastifyHandler, ...others] = app.server.listeners('request') as ((request: IncomingMessage, response: ServerResponse) => void)[];
  if (!fastifyHandler || others.length > 0) throw new Error('Expected fastify to listen for requests with one handler');
  app.server.removeListener('request', fastifyHandler).on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!early.answer(request, response)) fastifyHandler(request, response);
  });
}
