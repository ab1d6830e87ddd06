/**
 * Where nginx sends /api/ and the health checks, as the argument of the `server` line of the
 * translytix_api upstream: "127.0.0.1:3000", "http://127.0.0.1:3000", "[::1]:3000",
 * "api.internal:3000" or "unix:/run/translytix.sock". Anything else is refused with a message
 * naming the value and the accepted forms, never turned into a configuration nginx rejects.
 */
const FORMS = 'host:port (127.0.0.1:3000, [::1]:3000, api.internal:3000), http://host:port, or unix:/path/to.sock';

/** The upstream `server` argument for a value such as API_UPSTREAM. */
export function upstreamServer(value: string): string {
  const given = value.trim();
  const refuse = (why: string): never => {
    throw new Error(`API_UPSTREAM=${JSON.stringify(value)} ${why}. Give ${FORMS}.`);
  };
  if (given.startsWith('unix:')) {
    if (!/^unix:\/[^\s;{}"']+$/.test(given)) refuse('is not an absolute socket path');
    return given;
  }
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(given) ? given : `http://${given}`;
  if (!URL.canParse(withScheme)) return refuse('is not an address');
  const url = new URL(withScheme);
  if (url.protocol !== 'http:') refuse(`uses ${url.protocol.slice(0, -1)}: the Node server speaks plain HTTP behind nginx`);
  if (url.username || url.password) refuse('has a user name or password');
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) refuse('has a path or query: /api/ keeps its own path');
  // URL leaves out the scheme's default port (80); nginx needs it written.
  const port = url.port || (/:80\/?$/.test(given) ? '80' : '');
  if (!port) refuse('has no port');
  return `${url.hostname}:${port}`;
}
