/**
 * POST /api/contact/ (the form without JavaScript) through fastify's inject: what a refusal
 * costs, counted in React renders of the contact page (the expensive part), and what the
 * visitor gets back. The renderer here is a counting stand-in that shows the form it was given.
 */
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { PostedForm } from '../../src/lib/contact/posted-form.ts';
import { paths } from '../../src/route-table.ts';
import { refusalMessages } from './form-post.ts';
import { contactApp, filesIn, inquiryValues, tempOutbox } from './test-support.ts';

const siteOrigin = 'https://www.translytix.example';
const outboxes: string[] = [];
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  for (const dir of outboxes.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function setup(rateLimit = { max: 3, timeWindowMs: 60_000 }) {
  const outboxDir = tempOutbox();
  outboxes.push(outboxDir);
  const rendered: PostedForm[] = [];
  const renderContactPage = async (form: PostedForm) => {
    rendered.push(form);
    return `<!doctype html><title>Contact</title><p role="alert">${form.formError ?? ''}</p><pre>${JSON.stringify(form.values)}</pre>`;
  };
  const app = await contactApp({ outboxDir, rateLimit, formPost: { siteOrigin, renderContactPage } });
  apps.push(app);
  return { app, outboxDir, rendered };
}

const formBody = (values: Record<string, string>) => new URLSearchParams(values).toString();
const post = (app: FastifyInstance, payload: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/contact/',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: siteOrigin, 'sec-fetch-site': 'same-origin', ...headers },
    payload,
  });

describe('the form posted without JavaScript', () => {
  it('renders each refusal page once, at start-up, and a valid post costs no render', async () => {
    const { app, outboxDir, rendered } = await setup();
    expect(rendered).toHaveLength(Object.keys(refusalMessages).length);
    const response = await post(app, formBody({ ...inquiryValues(), website: '' }));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${paths.thankYou}#main`);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(rendered).toHaveLength(Object.keys(refusalMessages).length);
    expect(filesIn(outboxDir, 'new')).toHaveLength(2);
  });

  it('an invalid post within the limits is rendered once with its values and a message per field', async () => {
    const { app, rendered } = await setup();
    const before = rendered.length;
    const response = await post(app, formBody({ ...inquiryValues({ company: '', industry: 'Casino' }) }));
    expect(response.statusCode).toBe(422);
    expect(rendered.length - before).toBe(1);
    expect(rendered.at(-1)).toMatchObject({
      values: { firstName: 'Asha', company: '' },
      errors: { company: 'Enter your company name.', industry: 'Choose your industry from the list.' },
    });
  });

  it('over the rate limit: a prepared 429 page, no render, decided before the body is read', async () => {
    const { app, outboxDir, rendered } = await setup({ max: 3, timeWindowMs: 60_000 });
    for (let index = 0; index < 3; index++)
      expect((await post(app, formBody({ ...inquiryValues({ lastName: `Rao ${index}` }) }))).statusCode).toBe(303);
    const before = rendered.length;
    const refused = [];
    for (let index = 0; index < 20; index++) refused.push(await post(app, formBody({ ...inquiryValues({ company: '' }) })));
    expect(refused.map((answer) => answer.statusCode)).toEqual(refused.map(() => 429));
    expect(rendered.length - before).toBe(0);
    expect(refused[0]!.body).toContain(refusalMessages.rate_limited);
    expect(refused[0]!.headers['cache-control']).toBe('no-store');
    expect(refused[0]!.headers['retry-after']).toBeDefined();
    // A body larger than the endpoint accepts would be a 413 once read: the 429 came first.
    expect((await post(app, 'x='.padEnd(300 * 1024, 'y'))).statusCode).toBe(429);
    expect(filesIn(outboxDir, 'new')).toHaveLength(6);
  });

  it('a cross-site post, a body too large or not a form: prepared pages with their status, no render', async () => {
    const { app, rendered } = await setup({ max: 1000, timeWindowMs: 60_000 });
    const before = rendered.length;
    const crossSite = await post(app, formBody(inquiryValues()), { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.body).toContain(refusalMessages.cross_site_post);
    const tooLarge = await post(app, `message=${'y'.repeat(300 * 1024)}`);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.body).toContain(refusalMessages.payload_too_large);
    const notAForm = await post(app, '{}', { 'content-type': 'application/json' });
    expect(notAForm.statusCode).toBe(415);
    expect(notAForm.body).toContain(refusalMessages.unsupported_media_type);
    const compressed = await post(app, formBody(inquiryValues()), { 'content-encoding': 'gzip' });
    expect(compressed.statusCode).toBe(415);
    expect(compressed.body).toContain(refusalMessages.unsupported_media_type);
    expect(
      (await post(app, formBody(inquiryValues()), { 'content-type': 'application/x-www-form-urlencoded; charset=windows-1252' }))
        .statusCode,
    ).toBe(415);
    expect(rendered.length - before).toBe(0);
  });
});
