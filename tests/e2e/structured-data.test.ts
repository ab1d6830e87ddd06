/**
 * Structured data as a crawler reads it: every page of the route table, fetched from the
 * running server, and every <script type="application/ld+json"> in it must be valid JSON with
 * the schema.org context, a type search engines know, and that type's required properties
 * (support/structured-data.ts, whose own unit test shows each check failing).
 */
import { describe, expect, it } from 'vitest';
import { baseURL } from './support/browser';
import { routes } from './support/routes';
import { jsonLdScripts, structuredDataProblems } from './support/structured-data';

const builtRoutes = routes.filter((route) => !route.path.includes('*'));

async function blocksOf(path: string): Promise<string[]> {
  const response = await fetch(`${baseURL()}${path}`);
  expect(response.status, path).toBe(200);
  return jsonLdScripts(await response.text());
}

const typeOf = (text: string) => (JSON.parse(text) as { '@type'?: unknown })['@type'];

describe('structured data on every built page', () => {
  it.each(builtRoutes.map((route) => [route.path, route] as const))(
    '%s: every JSON-LD block is valid schema.org a search engine can use',
    async (path, route) => {
      const blocks = await blocksOf(path);
      for (const [index, block] of blocks.entries())
        expect(structuredDataProblems(block), `${path}, block ${index + 1}: ${block}`).toEqual([]);
      // Types never repeat on a page: two Organizations would be two different companies.
      const types = blocks.map(typeOf);
      expect(new Set(types).size, `${path}: ${types.join(', ')}`).toBe(types.length);
      // Every page search engines index describes itself; stories and articles are Articles.
      if (route.sitemap) expect(blocks.length, path).toBeGreaterThan(0);
      if (route.page === 'article' || route.page === 'story') expect(types, path).toContain('Article');
    },
  );
});
