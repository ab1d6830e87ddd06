/**
 * The tag-manager setting in the mode the content is in (site.yaml's googleTagManagerId, unset
 * in the sample content): page source, CSP, the Cookie Policy's passages and outside requests.
 * marketer-edit.test.ts checks the other mode on a copy with a container set.
 */
import { legalPages } from '@content/legal';
import { site } from '@content/site';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { projectRoot } from '../../scripts/content/compile';
import { baseURL, launchBrowser } from './support/browser';
import { expectTagManagerMode } from './support/tag-manager';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('Google Tag Manager', () => {
  it(`follows site.yaml (${site.googleTagManagerId ?? 'no container'}): page source, CSP, Cookie Policy and outside requests`, async () => {
    await expectTagManagerMode({ baseURL: baseURL(), browser, site, legal: legalPages, contentDir: path.join(projectRoot, 'content') });
  });
});
