/**
 * One structured log line per request, written when it is answered: its id, method, URL,
 * status, time taken and client address. (Fastify's default writes a line when a request
 * arrives and another when it is answered.) The id is a random UUID, so lines of several
 * processes never share one.
 */
import { randomUUID } from 'node:crypto';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ip: request.ip,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request');
    else reply.log.info(line, 'request');
  }
}

export function requestLogOptions(): Pick<FastifyServerOptions, 'genReqId' | 'logController'> {
  return { genReqId: () => randomUUID(), logController: new OneLinePerRequest() };
}
