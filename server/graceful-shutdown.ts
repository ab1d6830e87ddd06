/**
 * Stopping without dropping anything. On SIGTERM or SIGINT the server stops listening, lets
 * every request already being handled finish (a lead being stored is answered, and stored),
 * answers requests that arrive on open connections meanwhile with a 503 in our shape, closes
 * each connection after its last answer, and then lets the delivery worker finish the message
 * it is sending and return its claims (main.ts closes it on fastify's onClose). Connections
 * still open after graceMs are cut, so a stuck client cannot hold the process forever.
 */
import type { FastifyInstance } from 'fastify';
import { shuttingDown } from './errors.ts';

/** Installs the hooks; the function it returns says whether the server is shutting down. */
export function installShutdownHooks(app: FastifyInstance): () => boolean {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async () => {
    if (closing) throw shuttingDown;
  });
  // A request that was in progress gets its answer, and then its connection closes.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('Connection', 'close');
  });
  return () => closing;
}

export function stopOnSignals(app: FastifyInstance, graceMs: number): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      app.log.info(`${signal}: finishing the requests in progress, then stopping`);
      setTimeout(() => app.server.closeAllConnections(), graceMs).unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'stopping failed');
          process.exit(1);
        },
      );
    });
  }
}
