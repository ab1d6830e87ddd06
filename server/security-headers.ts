/**
 * The Content-Security-Policy: only what the site uses. Scripts are our own bundles plus the
 * one inline Consent Mode snippet (allowed by its hash); frames only the demo video's host.
 */
import { createHash } from 'node:crypto';
import { consentDefaultsScript } from '../src/consent/consent-defaults.ts';
import type { Site } from '../src/content/types.ts';

export function inlineScriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

export function contentSecurityPolicy(site: Pick<Site, 'demoVideoUrl'>): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", inlineScriptHash(consentDefaultsScript)],
    'style-src': ["'self'"],
    // React style props (e.g. progress widths) are attributes, not style sheets.
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': [new URL(site.demoVideoUrl).origin],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}
