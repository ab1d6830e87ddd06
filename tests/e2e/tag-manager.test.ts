/**
 * The tag-manager setting in the mode the content is in (site.yaml's googleTagManagerId, unset
 * in the sample content): page source, CSP, the Cookie Policy's passages and outside requests.
 * marketer-edit.test.ts checks the other mode on a copy with a container set.
 */
import { policyPages } from '@content/policies';
import { site } from '@content/site';
import path from 'node:path';
import { describe, it } from 'vitest';
import { projectRoot } from '../../scripts/content/compile';
import { baseURL, launchBrowserForFile } from './support/browser';
import { expectTagManagerMode } from './support/tag-manager';

const browser = await launchBrowserForFile();

describe('Google Tag Manager', () => {
  it(`follows site.yaml (${site.googleTagManagerId ?? 'no container'}): page source, CSP, Cookie Policy and outside requests`, async () => {
    await expectTagManagerMode({ baseURL: baseURL(), browser, site, policies: policyPages, contentDir: path.join(projectRoot, 'content') });
  });
});
