/**
 * GET /healthz, for a load balancer or a monitor: 200 while this process can accept leads,
 * 503 when it cannot (the outbox cannot be written, or its disk is below the free-space
 * threshold). Either way it reports the outbox: messages waiting and how long the oldest has
 * waited, failed ones, and when the SMTP server last accepted a message from this process.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Maildir } from './maildir.ts';
import { outboxStatus } from './outbox-status.ts';

export const HEALTH_PATH = '/healthz';

export interface HealthOptions {
  outboxDir: string;
  /** Free bytes on the outbox's disk (disk-space.ts). */
  freeBytes: () => Promise<number>;
  minFreeBytes: number;
  /** The delivery worker's last success; absent when there is no SMTP server to deliver to. */
  delivery: { lastSuccessAt: Date | null } | null;
}

/** Why the outbox cannot take a message now, or null when it can: a real write, not a guess. */
async function cannotWrite(maildir: Maildir, options: HealthOptions): Promise<string | null> {
  const probe = path.join(maildir.tmp, `.healthz-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    await fs.writeFile(probe, 'ok');
  } catch (error) {
    return `the outbox cannot be written (${(error as NodeJS.ErrnoException).code ?? 'error'})`;
  } finally {
    await fs.rm(probe, { force: true }).catch(() => undefined);
  }
  if (options.minFreeBytes > 0 && (await options.freeBytes()) < options.minFreeBytes) {
    return 'the outbox disk is below its free-space threshold';
  }
  return null;
}

export function healthPlugin(options: HealthOptions): (app: FastifyInstance) => Promise<void> {
  return async (app) => {
    const maildir = new Maildir(options.outboxDir);
    app.get(HEALTH_PATH, async (_request, reply) => {
      const problem = await cannotWrite(maildir, options);
      const status = await outboxStatus(maildir, { details: false });
      const freeBytes = await options.freeBytes().catch(() => null);
      reply.code(problem ? 503 : 200).header('Cache-Control', 'no-store');
      return {
        status: problem ? 'unavailable' : 'ok',
        ...(problem ? { error: 'outbox_unavailable', message: `Leads cannot be accepted: ${problem}.` } : {}),
        outbox: {
          waiting: status.waiting,
          sending: status.sending,
          oldestWaitingSeconds: status.oldestWaitingSeconds,
          failed: status.failed,
          delivered: status.delivered,
          freeMegabytes: freeBytes === null ? null : Math.floor(freeBytes / 2 ** 20),
        },
        delivery: options.delivery
          ? { smtp: true, lastSuccessAt: options.delivery.lastSuccessAt?.toISOString() ?? null }
          : { smtp: false, lastSuccessAt: null },
      };
    });
  };
}
