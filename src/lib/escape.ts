/**
 * Every escaper the site needs, in one place: text into HTML, text into XML (feeds,
 * sitemaps), and data into a <script> element. Each takes plain text or data and returns
 * something that cannot be read as markup.
 */

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML text or attribute value: the five characters with a meaning in markup become entities. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

const xmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text for XML content and attribute values; characters XML 1.0 forbids are dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (character) => xmlEscapes[character] ?? character);
}

/** JSON safe inside a <script> element: "<" escaped, so no "</script>" in a value can end it early. */
export function scriptJson(value: unknown): string {
  return scriptSafe(JSON.stringify(value));
}

/** JSON text already serialised, made safe inside a <script> element as scriptJson makes it. */
export function scriptSafe(json: string): string {
  return json.replace(/</g, '\\u003c');
}
