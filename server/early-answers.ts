/**
 * The common request answered before fastify sees it: a GET or HEAD of a page or a file
 * spelled exactly as the route table or dist/ names it, with no query, If-None-Match or
 * Range. Each 200 answer, per file and encoding, has its headers built once at start-up
 * (security headers included) as one array, so such a request costs a Map lookup, the
 * Accept-Encoding choice and one write. Profiled on a small hashed asset, fastify's routing,
 * hooks, promises and per-header calls cost more than the write itself.
 *
 * Anything else goes on to fastify, which answers it as before (static-files.ts, app.ts):
 * conditional requests, ranges, queries, other spellings, redirects, 404s, the API, and
 * every request once the server is shutting down. The two ways give the same answer but
 * for Date (early-answers.test.ts), and the request log gets the same line. Fastify's hooks
 * never see these requests: a hook added to every route (a header, a check) must be added
 * here too, or prepare() given fewer addresses.
 */
import { validateHeaderName, validateHeaderValue, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { chooseVariant, type StaticFile, type Variant } from './static-files.ts';

export interface EarlyAnswerOptions {
  /** The pages by their route's path, and the other files by their URL path. */
  pages: ReadonlyMap<string, StaticFile>;
  files: ReadonlyMap<string, StaticFile>;
  securityHeaders: Readonly<Record<string, string>>;
  /** True once the server shuts down: fastify then answers with its 503 and Connection: close. */
  isClosing(): boolean;
  /** Writes the request's log line; none when the log is off. */
  log?: (request: IncomingMessage, status: number, ms: number) => void;
}

/** Paths whose raw and decoded spellings are the same, with no empty segment. */
const PLAIN_PATH = /^(\/[\w.~@+-]+)+$|^\/$/;

/**
 * Answers from memory, to put in front of fastify's request handler: answer() is true when
 * it answered. It answers nothing until prepare() ran, once every route is registered.
 */
export function earlyAnswers(options: EarlyAnswerOptions) {
  const served = new Map<string, StaticFile>();
  const headersOf = new Map<Variant, string[]>();
  const security = Object.entries(options.securityHeaders).flatMap(([name, value]) => [name.toLowerCase(), value]);
  const { log, isClosing } = options;

  const add = (url: string, file: StaticFile) => {
    served.set(url, file);
    for (const variant of [file.identity, file.br, file.gzip]) {
      if (!variant || headersOf.has(variant)) continue;
      // In the order fastify sends them: the security headers (onRequest), then sendStaticFile's.
      const headers = [...security, ...variant.headers.flat(), 'accept-ranges', 'bytes', 'content-length', String(variant.body.length)];
      // Node checks them again on every write; a bad one fails here, at start, not in a request.
      for (let index = 0; index < headers.length; index += 2) {
        validateHeaderName(headers[index]!);
        validateHeaderValue(headers[index]!, headers[index + 1]!);
      }
      headersOf.set(variant, headers);
    }
  };

  return {
    /**
     * Takes the pages and files that fastify would answer with exactly this file: a page's
     * own route, or the site's catch-all file route (not a plugin's route, such as the API's).
     */
    prepare(app: FastifyInstance) {
      const reaches = (url: string, wildcard: string | undefined) => {
        const route = app.findRoute({ method: 'GET', url });
        if (!route) return false;
        const params = route.params as Record<string, string>;
        return wildcard === undefined ? Object.keys(params).length === 0 : Object.keys(params).length === 1 && params['*'] === wildcard;
      };
      for (const [url, file] of options.pages) if (PLAIN_PATH.test(url) && reaches(url, undefined)) add(url, file);
      for (const [url, file] of options.files) if (PLAIN_PATH.test(url) && reaches(url, url.slice(1))) add(url, file);
    },

    answer(request: IncomingMessage, response: ServerResponse): boolean {
      const { method, headers } = request;
      if (method !== 'GET' && method !== 'HEAD') return false;
      if (headers['if-none-match'] !== undefined || headers.range !== undefined) return false;
      const file = served.get(request.url ?? '');
      if (!file || isClosing()) return false;
      const started = log ? performance.now() : 0;
      const variant = chooseVariant(file, headers['accept-encoding'] ?? '');
      // HEAD: Node leaves the body out and keeps Content-Length, as fastify does.
      response.writeHead(200, headersOf.get(variant)).end(variant.body);
      log?.(request, 200, performance.now() - started);
      return true;
    },
  };
}
