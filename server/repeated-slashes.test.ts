/**
 * An address with repeated slashes ("//about", a mistyped link or a bad join of a base URL
 * and a path) is the not-found page with a 404, as on nginx, and never another page:
 * `new URL("//about", base)` reads "about" as a host and path "/", which once served the home
 * page with a 200.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSite, type TestSite } from './test-site.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite({}, { 'assets/app-abc123.js': 'console.log(1)' });
});
afterAll(async () => site?.close());

/** The answer to a GET of `target` exactly as written (fetch keeps "//" in a path). */
const get = (target: string) => fetch(`${site.baseURL}${target}`, { redirect: 'manual' });

describe('repeated slashes', () => {
  it.each(['//about', '//about?utm_source=x', '/about//', '///', '//nope', '//assets/app-abc123.js'])(
    '%s answers 404 with the not-found page',
    async (target) => {
      const answer = await get(target);
      expect(answer.status).toBe(404);
      expect(answer.headers.get('location')).toBeNull();
      expect(await answer.text()).toContain('Page not found');
    },
  );

  it('the single-slash address then answers as it always did: /about its page, /nope the not-found page', async () => {
    const about = await get('/about');
    expect(about.status).toBe(200);
    expect(await about.text()).toContain('About');
    const nope = await get('/nope');
    expect(nope.status).toBe(404);
    expect(await nope.text()).toContain('Page not found');
  });

  it('a path that reads as a host and a file ("//x/assets/...") is not served as that file', async () => {
    const answer = await get('//x/assets/app-abc123.js');
    expect(answer.status).toBe(404);
    expect((await get('/x/assets/app-abc123.js')).status).toBe(404);
  });

  it('an encoded slash ("/%2F%2Fabout") is no address: the not-found page, not the home page', async () => {
    const answer = await get('/%2F%2Fabout');
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain('Page not found');
  });
});
