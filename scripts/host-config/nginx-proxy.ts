/**
 * What nginx.ts writes into every location it proxies to the Node server, and so what
 * scripts/nginx-rules.ts accepts there. Imports nothing: the rules installer's standalone copy
 * bundles it.
 */

/** The name of the upstream the user defines: where /api/ and /healthz go. */
export const UPSTREAM_NAME = 'translytix_api';

/** The proxy directives, the same in every proxied location. */
export const PROXY_LINES = [
  `proxy_pass http://${UPSTREAM_NAME};`,
  'proxy_http_version 1.1;',
  'proxy_set_header Connection "";',
  'proxy_set_header Host $host;',
  // Replaced, not appended to: a client's own X-Forwarded-For or X-Forwarded-Host never
  // reaches the Node server, whose rate limits and /healthz details go by the address.
  'proxy_set_header X-Forwarded-For $remote_addr;',
  'proxy_set_header X-Forwarded-Host $http_host;',
  'proxy_set_header X-Forwarded-Proto $scheme;',
  'proxy_set_header Forwarded "";',
] as const;
