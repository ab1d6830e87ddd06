/**
 * page-keys.ts on a made-up source: a page's key follows exactly what its data code read
 * through its inputs, whatever the collection (route-payloads.test.ts checks the real
 * payloads against a marketer's edits).
 */
import { describe, expect, it } from 'vitest';
import { pageKeys, type PayloadSource } from './page-keys';
import type { CollectionEntries, PageInputs } from './collections';
import type { RelatedReading } from '../src/lib/related';
import type { PageKey, RouteEntry } from '../src/route-table';
import type { RoutePayload } from '../src/router/route-data';

const route = (page: PageKey, contentSlug?: string): RouteEntry => ({
  path: `/${contentSlug ?? page}`,
  page,
  ...(contentSlug && { contentSlug }),
  canonical: null,
  sitemap: false,
  noindex: false,
  status: 200,
  outFile: `${contentSlug ?? page}/index.html`,
});

interface World {
  entries: Record<string, { slug: string; title: string; author?: string; unpublished?: { kind: 'draft' } }>;
  related: RelatedReading;
  sourceKeys?: Record<string, string>;
  home: string;
}

/** A source whose story page reads its story and its related cards, and whose home page reads `home`. */
function keysOf(world: World) {
  const inputs: PageInputs = {
    // Page copy is keyed whole by sharedContentKey, never noted: none of these pages reads it.
    pages: {} as PageInputs['pages'],
    copy: () => ({}) as ReturnType<PageInputs['copy']>,
    entry: <K extends keyof CollectionEntries>(_collection: K, slug: string) => world.entries[slug] as unknown as CollectionEntries[K],
    body: () => '',
    images: () => ({}),
    related: () => world.related,
    listPage: () => ({ entries: [], featured: [], facets: { total: 0, counts: {} } }),
    listed: <K extends keyof CollectionEntries>() => Object.values(world.entries) as unknown as CollectionEntries[K][],
    listedWhere: <K extends keyof CollectionEntries>(_collection: K, field: string, value: string) =>
      Object.values(world.entries).filter(
        (entry) => (entry as Record<string, unknown>)[field] === value,
      ) as unknown as CollectionEntries[K][],
    countBy: (_collection, field) => {
      const counts: Record<string, number> = {};
      for (const entry of Object.values(world.entries)) {
        const value = String((entry as Record<string, unknown>)[field]);
        counts[value] = (counts[value] ?? 0) + 1;
      }
      return counts;
    },
  };
  const dataOf: PayloadSource['dataOf'] = (page, through) => {
    if (page.page === 'home') return null;
    // An industry page reads every listed story (scripts/collections.ts).
    if (page.page === 'industry') return { stories: through.listed('stories') } as unknown as ReturnType<PayloadSource['dataOf']>;
    // An author page reads the entries naming its author; the authors' page counts them.
    if (page.page === 'author') return { articles: through.listedWhere('articles', 'author', page.contentSlug ?? '') } as never;
    if (page.page === 'authors') return { counts: through.countBy('articles', 'author') } as never;
    const story = through.entry('stories', page.contentSlug ?? '');
    return { story, related: through.related('story', story.slug) };
  };
  const source: PayloadSource = {
    dataOf,
    inputsFor: () => inputs,
    payloadOf: (page) =>
      ({ route: page, data: page.page === 'home' ? { home: world.home } : dataOf(page, inputs) }) as unknown as RoutePayload,
    indexEntries: () => Object.values(world.entries),
    indexAt: () => world.entries,
  };
  return pageKeys({ ...(world.sourceKeys && { sourceKeys: world.sourceKeys }) }, source);
}

const card = (slug: string, title: string) => ({ slug, title }) as unknown as RelatedReading['stories'][number];
const world = (): World => ({
  entries: { a: { slug: 'a', title: 'A', author: 'x' }, b: { slug: 'b', title: 'B', author: 'y' } },
  related: { stories: [card('b', 'B')], articles: [] },
  sourceKeys: { a: 'file-a', b: 'file-b' },
  home: 'Welcome',
});

describe('page keys', () => {
  const story = route('story', 'a');
  const keyOf = (change: (w: World) => void, page = story) => {
    const changed = world();
    change(changed);
    return keysOf(changed).payloadKeyOf(page);
  };
  const before = keysOf(world()).payloadKeyOf(story);

  it('changes when what the page read changes: its file, its publication state, its related cards', () => {
    expect(keyOf((w) => (w.sourceKeys!.a = 'file-a-edited'))).not.toBe(before);
    expect(keyOf((w) => (w.entries.a!.unpublished = { kind: 'draft' }))).not.toBe(before);
    expect(keyOf((w) => (w.related = { stories: [card('b', 'B retitled')], articles: [] }))).not.toBe(before);
  });

  it('stays when only what the page did not read changes', () => {
    expect(keyOf(() => undefined)).toBe(before);
    expect(keyOf((w) => (w.sourceKeys!.b = 'file-b-edited'))).toBe(before);
    expect(keyOf((w) => (w.home = 'Hello'))).toBe(before);
  });

  it('keys a page no collection makes, and content without file hashes, by the payload', () => {
    const home = route('home');
    expect(keyOf((w) => (w.home = 'Hello'), home)).not.toBe(keyOf(() => undefined, home));
    expect(keyOf((w) => (w.home = 'Hello'), home)).toBe(keyOf((w) => (w.home = 'Hello'), home));
    const unhashed = (w: World) => delete w.sourceKeys;
    expect(keyOf((w) => (unhashed(w), (w.entries.a!.title = 'A retitled')))).not.toBe(keyOf(unhashed));
  });

  it('keys a page that reads every listed entry by each of them', () => {
    const industry = route('industry', 'x');
    const unchanged = keyOf(() => undefined, industry);
    expect(keyOf((w) => (w.sourceKeys!.b = 'file-b-edited'), industry)).not.toBe(unchanged);
    expect(keyOf((w) => (w.entries.b!.unpublished = { kind: 'draft' }), industry)).not.toBe(unchanged);
    expect(keyOf((w) => (w.home = 'Hello'), industry)).toBe(unchanged);
  });

  it('keys a page that reads the entries with a field value by those entries alone, and a count by the counts', () => {
    const authorX = route('author', 'x');
    const unchanged = keyOf(() => undefined, authorX);
    // An edit to another author's entry leaves the page; one to its own, or an entry moving in, does not.
    expect(keyOf((w) => (w.sourceKeys!.b = 'file-b-edited'), authorX)).toBe(unchanged);
    expect(keyOf((w) => (w.sourceKeys!.a = 'file-a-edited'), authorX)).not.toBe(unchanged);
    expect(keyOf((w) => (w.entries.b!.author = 'x'), authorX)).not.toBe(unchanged);
    const authors = route('authors');
    const counted = keyOf(() => undefined, authors);
    expect(keyOf((w) => (w.sourceKeys!.a = 'file-a-edited'), authors)).toBe(counted);
    expect(keyOf((w) => (w.entries.b!.author = 'x'), authors)).not.toBe(counted);
  });

  it("keys a list's index by its entries", () => {
    const indexKey = (change: (w: World) => void) => {
      const changed = world();
      change(changed);
      return keysOf(changed).listIndexKeyOf('/_index/success-stories');
    };
    expect(indexKey((w) => (w.sourceKeys!.b = 'file-b-edited'))).not.toBe(indexKey(() => undefined));
    expect(indexKey(() => undefined)).toBe(indexKey(() => undefined));
  });
});
