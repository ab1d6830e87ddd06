/**
 * One structured log line per request, written when it is answered: its id, method, URL,
 * status, time taken and client address. (Fastify's default writes a line when a request
 * arrives and another when it is answered.) The id is a random UUID, so lines of several
 * processes never share one. Answers given before fastify (early-answers.ts) get the same line.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { trustedProxyTest } from './connection-limits.ts';

const line = (method: string | undefined, url: string | undefined, status: number, ms: number, ip: string | undefined) => ({
  method,
  url,
  status,
  ms: Math.round(ms * 10) / 10,
  ip,
});

class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const fields = line(request.method, request.url, reply.statusCode, reply.elapsedTime, request.ip);
    if (error) reply.log.error({ ...fields, err: error }, 'request');
    else reply.log.info(fields, 'request');
  }
}

export function requestLogOptions(): Pick<FastifyServerOptions, 'genReqId' | 'logController'> {
  return { genReqId: () => randomUUID(), logController: new OneLinePerRequest() };
}

/**
 * The line for an answer given before fastify: the request id fastify's child logger would
 * add, and the client address as fastify's request.ip has it (the last untrusted hop).
 */
export function earlyRequestLog(log: FastifyBaseLogger, trustProxy: boolean | string[]) {
  const trusted = trustedProxyTest(trustProxy);
  return (request: IncomingMessage, status: number, ms: number) => {
    const addresses = proxyAddr.all(request, trusted);
    log.info({ reqId: randomUUID(), ...line(request.method, request.url, status, ms, addresses[addresses.length - 1]) }, 'request');
  };
}
