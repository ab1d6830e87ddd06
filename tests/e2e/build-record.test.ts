/**
 * The site npm start serves records what it is (scripts/lib/build-mode.mjs): a live build, and
 * the day its publication dates were compared with, which `npm run publish-due` starts from.
 * What is served agrees: no page of a live build carries the preview's noindex.
 */
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { buildRecord } from '../../scripts/lib/build-mode.mjs';

const projectRoot = path.resolve(import.meta.dirname, '../..');

describe('the build record', () => {
  it('says live, for a day no later than today, and the home page served is not a preview', async () => {
    const record = buildRecord(projectRoot);
    expect(record?.mode).toBe('live');
    expect(record?.today).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(record!.today <= new Date().toISOString().slice(0, 10)).toBe(true);
    const html = await (await fetch(`${inject('baseURL')}/`)).text();
    expect(html).not.toMatch(/<meta name="robots" content="[^"]*noindex/);
  });
});
