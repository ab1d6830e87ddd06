/**
 * The security headers of every answer, in one record: the Node server sets them on pages,
 * files, API answers and every error (errors.ts), and the nginx configuration adds the same
 * lines, so both ways of serving the site send the same.
 *
 * The Content-Security-Policy allows only what the site uses: our own bundles plus the one
 * inline Consent Mode snippet (by its hash), and frames from the YouTube player only when the
 * demo video is on YouTube (none otherwise); with a
 * Google Tag Manager container configured, also its loader (by hash) and the hosts GTM and
 * GA4 reach (src/consent/tag-manager.ts).
 * Framing of our pages is refused by its frame-ancestors alone (X-Frame-Options would say
 * something else, and browsers that know frame-ancestors ignore it anyway).
 */
import { createHash } from 'node:crypto';
import { consentDefaultsScript } from '../src/consent/consent-defaults.ts';
import { tagManagerHosts, tagManagerScript } from '../src/consent/tag-manager.ts';
import type { Site } from '../src/content/types.ts';
import { demoPlayer } from '../src/lib/demo-video.ts';

/** What the headers depend on: the video's host, and whether a tag manager is configured. */
type HeaderSettings = Pick<Site, 'demoVideo' | 'googleTagManagerId'>;

export function inlineScriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

export function contentSecurityPolicy(site: HeaderSettings): Record<string, string[]> {
  const gtm = site.googleTagManagerId;
  return {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      inlineScriptHash(consentDefaultsScript),
      ...(gtm ? [inlineScriptHash(tagManagerScript(gtm)), ...tagManagerHosts['script-src']] : []),
    ],
    'style-src': ["'self'"],
    // React style props (e.g. progress widths) are attributes, not style sheets.
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...(gtm ? tagManagerHosts['img-src'] : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(gtm ? tagManagerHosts['connect-src'] : [])],
    // Frames only from the YouTube player's host, and only when the demo video is on YouTube.
    'frame-src': [youtubeOrigin(site) ?? "'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

function youtubeOrigin(site: Pick<HeaderSettings, 'demoVideo'>): string | undefined {
  const player = demoPlayer(site.demoVideo);
  return player?.kind === 'youtube' ? player.origin : undefined;
}

/** Features the demo video's player asks for in its iframe's allow attribute. */
const videoPlayerFeatures = [
  'accelerometer',
  'autoplay',
  'clipboard-write',
  'encrypted-media',
  'fullscreen',
  'gyroscope',
  'picture-in-picture',
];
/** Powerful features the site never uses: nobody, not even a script injected somehow, gets them. */
const unusedFeatures = [
  'camera',
  'display-capture',
  'geolocation',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/** The Permissions-Policy: the video player's features for our pages and the YouTube player only, the rest for nobody. */
export function permissionsPolicy(site: Pick<HeaderSettings, 'demoVideo'>): string {
  const player = youtubeOrigin(site);
  return [
    ...videoPlayerFeatures.map((feature) => (player ? `${feature}=(self "${player}")` : `${feature}=(self)`)),
    ...unusedFeatures.map((feature) => `${feature}=()`),
  ].join(', ');
}

/** Header name to value, the same on every answer. */
export function securityHeaders(site: HeaderSettings): Readonly<Record<string, string>> {
  const csp = Object.entries(contentSecurityPolicy(site))
    .map(([directive, values]) => `${directive} ${values.join(' ')}`)
    .join(';');
  return {
    'Content-Security-Policy': csp,
    'Permissions-Policy': permissionsPolicy(site),
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Origin-Agent-Cluster': '?1',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'X-DNS-Prefetch-Control': 'off',
    'X-Download-Options': 'noopen',
    'X-Permitted-Cross-Domain-Policies': 'none',
    // The browsers' old XSS auditor did more harm than good; 0 turns it off where it exists.
    'X-XSS-Protection': '0',
  };
}
