/**
 * Every error answer of the server, whoever raised it: our routes, fastify itself (bad URL
 * encoding, bodies it cannot parse), Node's HTTP parser (malformed requests, headers too
 * large, a request that took too long) and a request that arrives while the server shuts
 * down. They all get one shape: JSON {error, message} for the API and for clients that do
 * not ask for HTML, a small HTML page for browsers, with the security headers and a fixed
 * message. Nothing a client sent is echoed back.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { apiPaths } from '../src/route-table.ts';

/** A refusal or failure: its HTTP status, a stable code for programs, a message for people. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Headers the answer needs, such as Allow for a 405 or Retry-After for a 503. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

export const rangeNotSatisfiable = new HttpError(416, 'range_not_satisfiable', 'The requested range lies beyond the end of the file.');
export const shuttingDown = new HttpError(503, 'shutting_down', 'The server is restarting; please try again in a moment.', {
  'Retry-After': '1',
  Connection: 'close',
});

/** Fastify's own errors by code, as we state them (their messages may quote the request). */
const fastifyErrors: Record<string, HttpError> = {
  FST_ERR_BAD_URL: new HttpError(400, 'bad_url', 'The address is not valid URL encoding.'),
  FST_ERR_MAX_PARAM_LENGTH: new HttpError(414, 'url_too_long', 'The address is too long.'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: new HttpError(
    415,
    'unsupported_media_type',
    'Send the body as JSON with Content-Type: application/json.',
  ),
  FST_ERR_CTP_BODY_TOO_LARGE: new HttpError(413, 'payload_too_large', 'The request body is larger than this address accepts.'),
  FST_ERR_CTP_EMPTY_JSON_BODY: new HttpError(400, 'invalid_json', 'The request body is empty; send a JSON object.'),
  FST_ERR_CTP_INVALID_JSON_BODY: new HttpError(400, 'invalid_json', 'The request body is not valid JSON.'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: new HttpError(400, 'bad_request', 'The Content-Length does not match the body.'),
};
const invalidJson = fastifyErrors.FST_ERR_CTP_INVALID_JSON_BODY!;
const internalError = new HttpError(500, 'internal_error', 'Something went wrong on our side.');

/** Errors of Node's HTTP parser, before any route ran (the request may not even be complete). */
const clientErrors: Record<string, HttpError> = {
  ERR_HTTP_REQUEST_TIMEOUT: new HttpError(408, 'request_timeout', 'The request took too long to arrive.'),
  HPE_HEADER_OVERFLOW: new HttpError(431, 'headers_too_large', 'The request headers are too large.'),
  HPE_CHUNK_EXTENSIONS_OVERFLOW: new HttpError(413, 'payload_too_large', 'The request body is larger than this address accepts.'),
};
const malformedRequest = new HttpError(400, 'bad_request', 'The request is not valid HTTP.');

/** Any thrown value as the HttpError to answer with; anything unknown is a 500. */
export function asHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const { code, statusCode } = error as Partial<FastifyError>;
  const known = code ? fastifyErrors[code] : undefined;
  if (known) return known;
  // The JSON parser refuses prototype keys ("__proto__") with a SyntaxError.
  if (error instanceof SyntaxError || code?.startsWith('FST_ERR_CTP')) return invalidJson;
  if (statusCode && statusCode >= 400 && statusCode < 500) {
    return new HttpError(statusCode, 'bad_request', `${STATUS_CODES[statusCode] ?? 'Bad request'}.`);
  }
  return internalError;
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

function htmlPage(error: HttpError): string {
  const title = `${error.statusCode} ${STATUS_CODES[error.statusCode] ?? 'Error'}`;
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>\n<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(error.message)}</p><p><a href="/">Go to the home page</a></p></main></body></html>\n`;
}

const jsonBody = (error: HttpError) => JSON.stringify({ error: error.code, message: error.message });

/** Browsers navigating to a page get HTML; the API and every other client get JSON. */
function wantsHtml(request: FastifyRequest): boolean {
  return !request.url.startsWith(apiPaths.prefix) && (request.headers.accept ?? '').includes('text/html');
}

/** Answer with the error's status, headers and body (the security headers are already set). */
export function sendProblem(request: FastifyRequest, reply: FastifyReply, error: HttpError): FastifyReply {
  const html = wantsHtml(request);
  return reply
    .code(error.statusCode)
    .headers(error.headers)
    .header('Cache-Control', 'no-store')
    .header('Content-Type', html ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8')
    .send(html ? htmlPage(error) : jsonBody(error));
}

/** The same answer written straight to a socket, for errors Node raises before there is a request. */
function rawAnswer(error: HttpError, securityHeaders: Readonly<Record<string, string>>): string {
  const body = jsonBody(error);
  const headers = {
    ...securityHeaders,
    'Cache-Control': 'no-store',
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${error.statusCode} ${STATUS_CODES[error.statusCode]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

export interface ErrorHandling {
  /** Fastify options: errors raised before routing come to us too, and so does the 503 of a shutdown. */
  options: Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler' | 'return503OnClosing'>;
  /** The error handler, on a fastify instance built with `options`. */
  install(app: FastifyInstance): void;
}

export function errorHandling(securityHeaders: Readonly<Record<string, string>>): ErrorHandling {
  const answer = (request: FastifyRequest, reply: FastifyReply, error: HttpError) =>
    sendProblem(request, reply.headers(securityHeaders), error);
  return {
    options: {
      // Answered by an onRequest hook instead (graceful-shutdown.ts), in our shape and with the headers.
      return503OnClosing: false,
      frameworkErrors: (error, request, reply) => {
        const problem = asHttpError(error);
        // Fastify writes no request line for these: this is the request's one line.
        request.log.info(
          { method: request.method, url: request.url, status: problem.statusCode, code: error.code, ip: request.ip },
          'request',
        );
        answer(request, reply, problem);
      },
      clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
        // A reset connection has nobody to answer; a started answer must not be interleaved.
        const response = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
        if (error.code === 'ECONNRESET' || socket.destroyed) return;
        const problem = clientErrors[error.code ?? ''] ?? malformedRequest;
        // The request's one log line (it has no method or URL that could be trusted).
        (this as FastifyInstance).log.info({ status: problem.statusCode, code: error.code, ip: socket.remoteAddress }, 'request');
        // As Node itself does: write the answer, then close (the socket's input was all read).
        if (socket.writable && !response?.headersSent) socket.write(rawAnswer(problem, securityHeaders));
        socket.destroy();
      },
    },
    install(app) {
      app.setErrorHandler((error: unknown, request, reply) => {
        const problem = asHttpError(error);
        if (problem.statusCode >= 500 && problem !== shuttingDown) request.log.error({ err: error }, 'request failed');
        return answer(request, reply, problem);
      });
    },
  };
}
