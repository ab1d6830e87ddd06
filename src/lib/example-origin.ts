/**
 * The sample content's origin is a reserved example domain (RFC 2606: `.example`, and
 * example.com/.net/.org), so the sample site builds and serves as it is. Published with it,
 * the sitemap, the feed, canonical links and share cards would point nowhere: the build and
 * the server warn, and the publishing step refuses it unless told it is on purpose.
 */

/** True when the origin's host is a reserved example name. */
export function isExampleOrigin(origin: string): boolean {
  if (!URL.canParse(origin)) return false;
  const host = new URL(origin).hostname.toLowerCase();
  return /(^|\.)example$/.test(host) || /(^|\.)example\.(com|net|org)$/.test(host);
}

/** The one warning to print for an example origin, naming it and the fix; null for a real one. */
export function exampleOriginWarning(origin: string): string | null {
  if (!isExampleOrigin(origin)) return null;
  return `the site's origin ${origin} is an example domain (content/site.yaml, origin:): fine for trying the site, but its sitemap, feed, canonical links and share cards point nowhere. Set origin: to your real address before publishing.`;
}
