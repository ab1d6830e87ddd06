import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { collections as registry } from '../collections';
import { projectRoot } from '../content/compile';
import { collections as documented } from '../content/reference';
import { contentImage } from '../../src/content/fields';
import { CONFIG_FILE, DECAP_PATTERN_SENTENCE, editorConfig, editorConfigText, fieldOf, type DecapField } from './config';

interface Collection {
  name: string;
  folder?: string;
  fields?: DecapField[];
  files?: { file: string; fields: DecapField[] }[];
}
const config = editorConfig() as { collections: Collection[]; media_folder: string; public_folder: string };

/** Every field of a field list, nested ones included, with its dotted path. */
function* walk(fields: readonly DecapField[], prefix = ''): Generator<[string, DecapField]> {
  for (const field of fields) {
    const at = `${prefix}${field.name}`;
    yield [at, field];
    if (Array.isArray(field.fields)) yield* walk(field.fields as DecapField[], `${at}.`);
    if (field.field) yield* walk([field.field as DecapField], `${at}[].`);
  }
}

describe('the editor configuration (scripts/editor/decap-config.json)', () => {
  it('is up to date with the registry and the schemas (run `npm run docs` if not)', () => {
    const committed = path.join(projectRoot, CONFIG_FILE);
    expect(fs.existsSync(committed), `${CONFIG_FILE} is missing: run npm run docs`).toBe(true);
    expect(
      fs.readFileSync(committed, 'utf8') === editorConfigText(),
      `${CONFIG_FILE} is stale: run npm run docs and commit the result`,
    ).toBe(true);
  });

  it('has a folder collection for every registry collection and a file for every YAML file documented', () => {
    for (const collection of registry)
      expect(config.collections.find((c) => c.name === collection.name)?.folder).toBe(`content/${collection.folder}`);
    const files = config.collections.flatMap((c) => c.files ?? []).map((f) => f.file);
    expect(files.sort()).toEqual(
      documented
        .filter((doc) => !doc.frontmatter)
        .map((doc) => doc.files)
        .sort(),
    );
    // Every file really exists: a file entry the editor cannot open would be a dead link.
    for (const file of files) expect(fs.existsSync(path.join(projectRoot, file)), file).toBe(true);
  });

  it("carries every top-level field's requirement, list length, options and pattern from the schema", () => {
    for (const collection of registry) {
      const schema = z.toJSONSchema(collection.schema, { io: 'input', unrepresentable: 'any' }) as {
        properties: Record<string, { enum?: unknown[]; pattern?: string; minItems?: number; maxItems?: number; description?: string }>;
        required?: string[];
      };
      const fields = new Map(config.collections.find((c) => c.name === collection.name)!.fields!.map((field) => [field.name, field]));
      for (const [name, property] of Object.entries(schema.properties)) {
        const field = fields.get(name);
        expect(field, `${collection.name}.${name}`).toBeDefined();
        expect(field!.required !== false, `${collection.name}.${name} required`).toBe((schema.required ?? []).includes(name));
        if (property.description) expect(field!.hint).toBe(property.description);
        if (property.enum) expect(field!.options).toEqual(property.enum.map(String));
        if (property.pattern) expect((field!.pattern as string[])[0]).toBe(property.pattern);
        if (property.maxItems !== undefined) expect(field!.max).toBe(property.maxItems);
        if (property.minItems) expect(field!.min).toBe(property.minItems);
      }
    }
  });

  it('offers taxonomy fields as selects from the page copy that holds the taxonomy, and nested lists keep their rules', () => {
    const all = config.collections.flatMap((c) => [...walk(c.fields ?? []), ...(c.files ?? []).flatMap((f) => [...walk(f.fields)])]);
    const relations = all.filter(([, field]) => field.widget === 'relation');
    expect(relations.length).toBeGreaterThan(0);
    const files = new Map(
      config.collections.find((c) => c.name === 'pages')!.files!.map((f) => [(f as unknown as { name: string }).name, f]),
    );
    for (const [at, field] of relations) {
      if (field.file === undefined) {
        // An entry of another collection, by one of its fields (a story's industry: an industry's name).
        const target = config.collections.find((c) => c.name === field.collection);
        expect(target?.folder, `${at} points at a folder collection`).toBeDefined();
        expect(
          target!.fields!.some((f) => f.name === field.value_field),
          `${at} -> ${String(field.value_field)}`,
        ).toBe(true);
        continue;
      }
      const target = files.get(field.file as string);
      expect(target, `${at} points at a file of the pages collection`).toBeDefined();
      const listName = String(field.value_field).split('.')[0]!;
      expect(
        target!.fields.some((f) => f.name === listName && f.widget === 'list'),
        `${at} -> ${listName}`,
      ).toBe(true);
    }
    // A pattern of a nested field (a list item's group) is there too, not only top-level ones.
    expect(all.some(([at, field]) => at.includes('.') && Array.isArray(field.pattern))).toBe(true);
  });

  it('puts every picture upload under content/images/ and names it in the entry by the /images/ path the content check accepts', () => {
    const all = config.collections.flatMap((c) => [...walk(c.fields ?? []), ...(c.files ?? []).flatMap((f) => [...walk(f.fields)])]);
    const images = all.filter(([, field]) => field.widget === 'image');
    expect(images.length).toBeGreaterThan(0);
    expect([config.media_folder, config.public_folder]).toEqual(['content/images', '/images']);
    for (const [at, field] of images) {
      // Decap reads a field's folder from the repository's top when it starts with a slash.
      const media = String(field.media_folder ?? `/${config.media_folder}`);
      const shown = String(field.public_folder ?? config.public_folder);
      expect(media, at).toBe(`/content${shown}`);
      // What the widget writes for an upload (public folder + file name) passes the field's own rule.
      expect(contentImage.safeParse(`${shown}/photo-from-the-editor.jpg`).success, at).toBe(true);
    }
  });

  it('words every pattern as a plain rule, never the regular expression, in a sentence Decap ends with one full stop', () => {
    const all = config.collections.flatMap((c) => [...walk(c.fields ?? []), ...(c.files ?? []).flatMap((f) => [...walk(f.fields)])]);
    const patterns = all.filter(([, field]) => Array.isArray(field.pattern));
    expect(patterns.length).toBeGreaterThan(0);
    for (const [at, field] of patterns) {
      const [regex, message] = field.pattern as [string, string];
      const shown = DECAP_PATTERN_SENTENCE.replace('%{fieldLabel}', field.label).replace('%{pattern}', message);
      expect(message, at).not.toMatch(/[\\[\]^$]/);
      expect(message, at).not.toContain(regex);
      expect(message, at).toMatch(/^(must|at most) /);
      expect(shown, at).toMatch(/[^.]\.$/);
      expect(shown, at).not.toContain('..');
    }
  });

  it("has Decap's sentence around a pattern's message as the installed Decap writes it (when it is installed)", () => {
    // Installed by `npm run edit` only (scripts/editor/install.mjs): without it there is nothing to compare.
    const locale = path.join(projectRoot, 'scripts/editor/decap/node_modules/decap-cms-locales/src/en/index.js');
    if (!fs.existsSync(locale)) return;
    const phrase = /regexPattern:\s*(["'])(.*?)\1,/.exec(fs.readFileSync(locale, 'utf8'))?.[2];
    expect(phrase?.replace(/\\'/g, "'")).toBe(DECAP_PATTERN_SENTENCE);
  });

  it('refuses a pattern the schema gives no rule in words, and words a format as the content check does', () => {
    const jsonOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input' }) as Parameters<typeof fieldOf>[1];
    const bare = z.string().regex(/^[a-z]+$/);
    expect(() => fieldOf('code', jsonOf(bare), true, 'test', bare)).toThrow(/rule in words/);
    const worded = z.string().regex(/^[a-z]+$/, 'must be small letters only.');
    expect(fieldOf('code', jsonOf(worded), true, 'test', worded).pattern).toEqual(['^[a-z]+$', 'must be small letters only']);
    const email = z.email().meta({ examples: ['info@example.com'] });
    expect((fieldOf('email', jsonOf(email), true, 'test', email).pattern as string[])[1]).toBe(
      'must be an e-mail address, e.g. info@example.com',
    );
  });
});
