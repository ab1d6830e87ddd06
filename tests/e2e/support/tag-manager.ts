/**
 * What a visitor's browser gets with and without a Google Tag Manager container in site.yaml:
 * the page source, the Content-Security-Policy, the Cookie Policy's passages, and the requests
 * that leave the site. Used by tag-manager.test.ts on the suite's site (whichever mode its
 * content is in) and by marketer-edit.test.ts on a copy with a container set. There is no
 * network here: requests to Google are recorded and aborted, never loaded.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import { securityHeaders } from '../../../server/security-headers';
import { consentDefaultsScript } from '../../../src/consent/consent-defaults';
import { tagManagerScript } from '../../../src/consent/tag-manager';
import type { PolicyPage, Site } from '../../../src/content/types';

const inlineScripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);

/** The first words of each passage kind in a policy file, as plain text. */
export function passageOpenings(mdx: string): { with: string[]; without: string[] } {
  const openings = (name: string) =>
    [...mdx.matchAll(new RegExp(`<${name}>\\s*([\\s\\S]*?)</${name}>`, 'g'))].map((match) =>
      match[1]!
        .replace(/^[-*]\s+/, '')
        .replace(/\*\*/g, '')
        .trim()
        .split('\n')[0]!
        .slice(0, 60),
    );
  return { with: openings('WithTagManager'), without: openings('WithoutTagManager') };
}

export async function expectTagManagerMode(options: {
  baseURL: string;
  browser: Browser;
  site: Site;
  policies: readonly PolicyPage[];
  contentDir: string;
}) {
  const { baseURL, browser, site } = options;
  const containerId = site.googleTagManagerId;
  const home = await fetch(`${baseURL}/`);
  const html = await home.text();

  // Page source: the consent defaults, then the container's loader only when one is set.
  expect(inlineScripts(html)).toEqual([consentDefaultsScript, ...(containerId ? [tagManagerScript(containerId)] : [])]);
  // The header allows exactly what the setting needs (server/security-headers.test.ts has the directives).
  const csp = home.headers.get('content-security-policy') ?? '';
  expect(csp).toBe(securityHeaders(site)['Content-Security-Policy']);
  expect(csp.includes('googletagmanager.com')).toBe(Boolean(containerId));

  // Policies show the passages of the mode the site is in, and never the others.
  for (const policy of options.policies) {
    const openings = passageOpenings(fs.readFileSync(path.join(options.contentDir, 'legal', `${policy.slug}.mdx`), 'utf8'));
    const text = (await (await fetch(`${baseURL}${policy.path}`)).text())
      .replace(/<[^>]+>/g, '')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'");
    for (const shown of containerId ? openings.with : openings.without) expect(text, `${policy.path}: ${shown}`).toContain(shown);
    for (const hidden of containerId ? openings.without : openings.with) expect(text, `${policy.path}: ${hidden}`).not.toContain(hidden);
  }

  // In the browser: requests that leave the site.
  const context = await browser.newContext({ baseURL });
  const outside: string[] = [];
  await context.route(
    (url) => url.origin !== new URL(baseURL).origin,
    (route) => {
      outside.push(route.request().url());
      return route.abort();
    },
  );
  const page = await context.newPage();
  await page.goto('/', { waitUntil: 'networkidle' });
  if (containerId) {
    expect(outside).toContain(`https://www.googletagmanager.com/gtm.js?id=${containerId}`);
    // The container started after the Consent Mode defaults: consent first, then gtm.js.
    const order = await page.evaluate(() =>
      (window.dataLayer ?? []).map((entry) =>
        typeof entry === 'object' && entry && 'event' in entry ? String(entry.event) : `${(entry as IArguments)[0]}`,
      ),
    );
    expect(order.indexOf('consent')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('consent')).toBeLessThan(order.indexOf('gtm.js'));
  } else {
    expect(outside).toEqual([]);
  }
  await context.close();
}
