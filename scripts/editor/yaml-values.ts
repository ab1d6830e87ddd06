/**
 * Small helpers on YAML text and the data read from it, shared by the editor's readers and
 * writers (entry-data.ts, serialise.ts, new-entry.ts): how YAML is written (no line folding
 * by the writer), line ends, and comparing data.
 */

export const STRINGIFY = { lineWidth: 0, minContentWidth: 0 } as const;

export const toLf = (text: string) => text.replace(/\r\n/g, '\n');

export function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

export function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => equal(item, b[index]));
  if (isObject(a) && isObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => equal(a[key], b[key]));
  }
  return false;
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
