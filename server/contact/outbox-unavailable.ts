/**
 * An outbox the server cannot write when it starts (a non-root user with the default var/outbox
 * in a checkout root owns, a read-only disk, MAIL_OUTBOX naming a file): the site's pages are
 * still served, since a visitor reading a story needs no outbox; the lead endpoints answer 503
 * with a message a visitor can act on, /healthz says "unavailable", and the start-up log says
 * in one line which folder and which permission, where Node would have printed a stack trace
 * and served nothing. Restarting once the folder is writable opens the endpoints again.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../src/route-table.ts';
import type { FormPostOptions } from './contact-options.ts';
import { formBodyBytes, readForm } from './form-post.ts';
import { HttpError } from '../errors.ts';
import { Maildir } from './maildir.ts';

/** Why the outbox at `dir` cannot be used, in one line naming the folder and the error, or null when a real write there works. */
export async function outboxProblemAtStart(dir: string): Promise<string | null> {
  try {
    const maildir = await new Maildir(dir).open();
    const probe = path.join(maildir.tmp, `.start-${process.pid}-${randomBytes(4).toString('hex')}`);
    await fs.writeFile(probe, 'ok');
    await fs.rm(probe, { force: true });
    return null;
  } catch (error) {
    const { code, syscall, path: where } = error as NodeJS.ErrnoException;
    const what = [code, syscall, where ?? dir].filter(Boolean).join(' ');
    return `the outbox ${dir} cannot be written (${what || (error as Error).message})`;
  }
}

export const outboxUnavailable = new HttpError(
  503,
  'outbox_unavailable',
  'We cannot take demo requests on this server right now; please write to us by e-mail or call us.',
  { 'Retry-After': '600' },
);

/**
 * The lead endpoints, each answering 503 outbox_unavailable: in JSON to the form's script, and
 * to the form posted without JavaScript (when `renderContactPage` is given) as the contact page
 * with the same message above the form, as its other refusals are (form-post.ts).
 */
export async function refuseLeads(app: FastifyInstance, renderContactPage?: FormPostOptions['renderContactPage']): Promise<void> {
  const refuse = async () => {
    throw outboxUnavailable;
  };
  app.post(apiPaths.sendEmail, refuse);
  app.get(apiPaths.challenge, refuse);
  if (!renderContactPage) {
    app.post(apiPaths.contactForm, refuse);
    return;
  }
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: formBodyBytes },
      (_request, body, done) => done(null, new URLSearchParams(body as string)),
    );
    // The page keeps the visitor's answers, as the message under the form promises.
    scope.post(apiPaths.contactForm, async (request, reply) => {
      const { values, website } = readForm(request.body as URLSearchParams);
      const page = await renderContactPage({ values, website, errors: {}, formError: outboxUnavailable.message });
      return reply
        .code(503)
        .headers({ ...outboxUnavailable.headers, 'Cache-Control': 'no-store', 'Content-Type': 'text/html; charset=utf-8' })
        .send(page);
    });
  });
}
