/**
 * An outbox that cannot be written at start: the contact setup still starts, its lead endpoints
 * answer 503 outbox_unavailable, /healthz says unavailable, and the start-up line names the
 * folder and the error. (As root, a permission cannot be taken away here: MAIL_OUTBOX under a
 * regular file fails the same way, ENOTDIR where a non-root user gets EACCES.)
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { errorHandling } from '../errors.ts';
import { securityHeaders } from '../security-headers.ts';
import { contactConfigFromEnv, setupContact } from './setup.ts';
import { choices, inquiryBody, recipients, tempOutbox, testSite } from './test-support.ts';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const site = { name: 'TranslytiX', origin: 'https://translytix.example', contactRecipients: [...recipients] } as unknown as Parameters<
  typeof setupContact
>[0];

/** The contact setup on an outbox under a regular file (unwritable), mounted on a fastify app with the site's error answers. */
async function unwritableOutboxApp(formPost?: Parameters<typeof setupContact>[4]) {
  const base = tempOutbox();
  folders.push(base);
  fs.writeFileSync(path.join(base, 'a-file'), '');
  const outboxDir = path.join(base, 'a-file', 'outbox');
  const contact = await setupContact(
    site,
    contactConfigFromEnv({ MAIL_OUTBOX: outboxDir }, base),
    { info() {}, warn() {}, error() {} },
    choices,
    formPost,
  );
  const errors = errorHandling(securityHeaders(testSite));
  const app = Fastify({ logger: false, ...errors.options });
  errors.install(app);
  await contact.plugin(app);
  return { app, contact, outboxDir };
}

describe('an outbox that cannot be written at start', () => {
  it('refuses leads with a 503 a visitor can act on, says unavailable at /healthz, and names the folder and the error in one line', async () => {
    const { app, contact, outboxDir } = await unwritableOutboxApp();

    expect(contact.summary).toMatch(new RegExp(`^mail: the outbox ${outboxDir.replace(/[/.]/g, '\\$&')} cannot be written \\(ENOTDIR `));
    expect(contact.summary).toMatch(/pages are served, demo requests get 503/);
    expect(contact.summary).not.toMatch(/\n/);
    expect(contact.worker).toBeNull();

    try {
      const lead = await app.inject({
        method: 'POST',
        url: '/api/send_email/',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(inquiryBody()),
      });
      expect(lead.statusCode).toBe(503);
      expect(lead.json()).toEqual({ error: 'outbox_unavailable', message: expect.stringMatching(/e-mail/) });
      expect(lead.json().message).not.toContain(outboxDir);
      const health = await app.inject({ method: 'GET', url: '/healthz', remoteAddress: '127.0.0.1' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'unavailable', error: 'outbox_unavailable' });
    } finally {
      await app.close();
    }
  });

  it('answers the form posted without JavaScript with the contact page saying so, its answers kept, not with JSON', async () => {
    const rendered: { formError?: string; values: { firstName: string } }[] = [];
    const renderContactPage = async (form: { formError?: string; values: { firstName: string } }) => {
      rendered.push(form);
      return `<!doctype html><p role="alert">${form.formError}</p><form><input name="firstName" value="${form.values.firstName}"></form>`;
    };
    const { app } = await unwritableOutboxApp({ siteOrigin: site.origin, renderContactPage });
    try {
      const posted = await app.inject({
        method: 'POST',
        url: '/api/contact/',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'firstName=Asha&lastName=Rao',
      });
      expect(posted.statusCode).toBe(503);
      expect(posted.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(posted.headers['retry-after']).toBe('600');
      expect(posted.body).toContain('<p role="alert">We cannot take demo requests on this server right now');
      expect(rendered.map((form) => form.values.firstName)).toEqual(['Asha']);
      expect(posted.body).toContain('value="Asha"');
    } finally {
      await app.close();
    }
  });
});
