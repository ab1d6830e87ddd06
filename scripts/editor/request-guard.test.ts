import { describe, expect, it } from 'vitest';
import { refusal, type GuardedRequest } from './request-guard';

const editor = { port: 4000, token: 'the-session-token' };
const api = `/api/v1?session=${editor.token}`;
const fromEditor = {
  host: '127.0.0.1:4000',
  origin: 'http://127.0.0.1:4000',
  'sec-fetch-site': 'same-origin',
  'content-type': 'application/json',
};
const post = (url: string, headers: GuardedRequest['headers']): GuardedRequest => ({ method: 'POST', url, headers });

describe("the editor's request guard", () => {
  it("lets the editor page's own requests through, at 127.0.0.1 and localhost", () => {
    expect(refusal(post(api, fromEditor), editor)).toBeUndefined();
    expect(refusal(post(api, { ...fromEditor, host: 'localhost:4000', origin: 'http://localhost:4000' }), editor)).toBeUndefined();
    expect(refusal({ method: 'GET', url: '/admin/', headers: { host: '127.0.0.1:4000' } }, editor)).toBeUndefined();
  });

  it('refuses a page of another origin, another port of localhost included', () => {
    for (const origin of ['https://evil.example', 'http://127.0.0.1:8080', 'http://localhost:4001', 'null']) {
      expect(refusal(post(api, { ...fromEditor, origin }), editor), origin).toMatch(/not a page from/);
    }
  });

  it('refuses a name rebound to 127.0.0.1 (its own Host), even when the browser calls it same-origin', () => {
    const rebound = { ...fromEditor, host: 'attacker.example:4000', origin: 'http://attacker.example:4000' };
    expect(refusal(post(api, rebound), editor)).toMatch(/answers only at http:\/\/127\.0\.0\.1:4000/);
    expect(refusal({ method: 'GET', url: '/admin/', headers: { host: 'attacker.example:4000' } }, editor)).toMatch(/answers only at/);
  });

  it('refuses a cross-site request that sends no Origin (Sec-Fetch-Site), but lets a visit from a link elsewhere open the editor', () => {
    const noOrigin = { host: '127.0.0.1:4000', 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' };
    expect(refusal(post(api, noOrigin), editor)).toMatch(/another site/);
    expect(refusal({ method: 'GET', url: '/images/chart.png', headers: { ...noOrigin, 'sec-fetch-mode': 'no-cors' } }, editor)).toMatch(
      /another site/,
    );
    const visit = { host: '127.0.0.1:4000', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' };
    expect(refusal({ method: 'GET', url: '/admin/', headers: visit }, editor)).toBeUndefined();
    expect(refusal({ method: 'GET', url: api, headers: visit }, editor)).toMatch(/another site/);
  });

  it("refuses an API request without the page's session token, or with another", () => {
    expect(refusal(post('/api/v1', fromEditor), editor)).toMatch(/editor session/);
    expect(refusal(post('/api/editor/check?session=guess', fromEditor), editor)).toMatch(/editor session/);
    expect(refusal(post(`/api/v1?session=${editor.token}x`, fromEditor), editor)).toMatch(/editor session/);
  });

  it('refuses an API body that is not JSON by its Content-Type (what a form or a no-cors fetch can send)', () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', undefined]) {
      expect(refusal(post(api, { ...fromEditor, 'content-type': type }), editor), String(type)).toMatch(/JSON only/);
    }
    expect(refusal(post(api, { ...fromEditor, 'content-type': 'application/json; charset=utf-8' }), editor)).toBeUndefined();
  });
});
