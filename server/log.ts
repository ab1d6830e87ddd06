/**
 * The server's one log, from its first line to its last. With logging on (the default, as in
 * production), every line is JSON from one pino logger, the one fastify writes its request
 * lines with: start-up, settings problems, delivery, shutdown, so a log collector parses every
 * line the same way. `LOG=off` (tests, a developer's terminal) silences the request lines and
 * prints the others as plain text.
 */
import { pino, type Logger } from 'pino';

export interface ServerLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
  /** The JSON logger fastify is given; null with LOG=off. */
  readonly json: Logger | null;
}

export function serverLog(env: NodeJS.ProcessEnv): ServerLog {
  if (env.LOG === 'off') {
    return {
      info: (message) => console.log(message),
      warn: (message) => console.warn(message),
      error: (message) => console.error(message),
      json: null,
    };
  }
  const json = pino();
  return { info: (message) => json.info(message), warn: (message) => json.warn(message), error: (message) => json.error(message), json };
}
