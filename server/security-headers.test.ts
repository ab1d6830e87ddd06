import { describe, expect, it } from 'vitest';
import { nginxServerConf } from '../scripts/host-config/nginx';
import { consentDefaultsScript } from '../src/consent/consent-defaults';
import { tagManagerHosts, tagManagerScript } from '../src/consent/tag-manager';
import { contentSecurityPolicy, inlineScriptHash, securityHeaders } from './security-headers';

const video = { demoVideo: { youtubeId: 'aqz-KE-bpKQ' } };
const withTagManager = { ...video, googleTagManagerId: 'GTM-TEST123' };
const googleHost = /google/;

/** The CSP header as a browser reads it: directive name to its sources. */
function parsedCsp(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('the Content-Security-Policy', () => {
  it('without a tag manager allows our own scripts and the Consent Mode snippet only, and no Google host', () => {
    const csp = parsedCsp(securityHeaders(video)['Content-Security-Policy']!);
    expect(csp.get('script-src')).toEqual(["'self'", inlineScriptHash(consentDefaultsScript)]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(securityHeaders(video)['Content-Security-Policy']).not.toMatch(googleHost);
  });

  it('with a container id also allows exactly its loader and the hosts GTM and GA4 reach', () => {
    const csp = parsedCsp(securityHeaders(withTagManager)['Content-Security-Policy']!);
    expect(csp.get('script-src')).toEqual([
      "'self'",
      inlineScriptHash(consentDefaultsScript),
      inlineScriptHash(tagManagerScript('GTM-TEST123')),
      ...tagManagerHosts['script-src'],
    ]);
    expect(csp.get('connect-src')).toEqual(["'self'", ...tagManagerHosts['connect-src']]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', ...tagManagerHosts['img-src']]);
    // Nothing else opens up: frames, styles and fonts stay as they were.
    for (const directive of ['frame-src', 'style-src', 'font-src', 'default-src', 'object-src']) {
      expect(contentSecurityPolicy(withTagManager)[directive], directive).toEqual(contentSecurityPolicy(video)[directive]);
    }
  });

  it('a different container gets a different loader hash: the header follows the setting', () => {
    const one = securityHeaders(withTagManager)['Content-Security-Policy'];
    const other = securityHeaders({ ...video, googleTagManagerId: 'GTM-OTHER99' })['Content-Security-Policy'];
    expect(one).not.toBe(other);
  });
});

describe('the demo video in the headers', () => {
  it('on YouTube: frames and the player features for its privacy-enhanced host only', () => {
    const headers = securityHeaders(video);
    expect(parsedCsp(headers['Content-Security-Policy']!).get('frame-src')).toEqual(['https://www.youtube-nocookie.com']);
    expect(headers['Permissions-Policy']).toContain('fullscreen=(self "https://www.youtube-nocookie.com")');
  });

  it('a file of our own, or none: no frame from anywhere, player features for our pages only', () => {
    for (const site of [{ demoVideo: { file: '/videos/demo.mp4' } }, { demoVideo: undefined }]) {
      const headers = securityHeaders(site);
      expect(parsedCsp(headers['Content-Security-Policy']!).get('frame-src')).toEqual(["'none'"]);
      expect(headers['Permissions-Policy']).toContain('fullscreen=(self)');
      expect(headers['Permissions-Policy']).not.toMatch(/youtube/);
    }
  });
});

describe('the nginx configuration', () => {
  const config = (site: Parameters<typeof securityHeaders>[0]) => nginxServerConf({ site, routes: [], redirects: [], files: [] });

  it('sends the same CSP as the Node server in both modes', () => {
    for (const site of [video, withTagManager]) {
      const csp = securityHeaders(site)['Content-Security-Policy']!;
      expect(config(site)).toContain(`add_header Content-Security-Policy "${csp.replace(/["\\]/g, '\\$&')}" always;`);
    }
    expect(config(video)).not.toMatch(googleHost);
    expect(config(withTagManager)).toContain('https://*.googletagmanager.com');
  });
});
