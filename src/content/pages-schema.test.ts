/**
 * The page-copy schemas as a marketer meets them: every field says what it is (in the editor,
 * the content reference and the build's messages), a field a schema does not define is refused
 * instead of dropped, and a list that must not repeat itself says which item repeats. The
 * schemas are read directly, with data the tests write themselves.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { doc, uniqueBy } from './fields.ts';
import { backupsPageSchema, blogPageSchema, contactPageSchema, pageSchemas, servicesPageSchema, teamPageSchema } from './pages-schema.ts';

type JsonSchema = {
  description?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $defs?: Record<string, JsonSchema>;
};

/** Every object in a JSON Schema with its path ("hero.highlights[].title"), depth first. */
function objectsOf(node: JsonSchema, path: string, found: { path: string; node: JsonSchema }[] = []) {
  if (node.properties) found.push({ path, node });
  for (const [key, property] of Object.entries(node.properties ?? {})) objectsOf(property, path ? `${path}.${key}` : key, found);
  for (const item of [node.items ?? [], node.prefixItems ?? []].flat()) objectsOf(item, `${path}[]`, found);
  for (const option of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) objectsOf(option, path, found);
  if (typeof node.additionalProperties === 'object') objectsOf(node.additionalProperties, `${path}.*`, found);
  for (const [name, definition] of Object.entries(node.$defs ?? {})) objectsOf(definition, `$defs.${name}`, found);
  return found;
}

/** The path of every property of `schema`, as the editor sees it, that has no description. */
function undescribedFields(schema: z.ZodType): string[] {
  const json = z.toJSONSchema(schema, { io: 'input' }) as JsonSchema;
  return objectsOf(json, '').flatMap(({ path, node }) =>
    Object.entries(node.properties ?? {})
      .filter(([, property]) => !property.description)
      .map(([key]) => (path ? `${path}.${key}` : key)),
  );
}

const pages = Object.entries(pageSchemas).map(([name, schema]) => ({ name, schema: schema as z.ZodType }));

describe('every field of the page copy says what a marketer writes there', () => {
  it.each(pages)('$name: each property has a description', ({ schema }) => {
    expect(undescribedFields(schema)).toEqual([]);
  });

  it('the check names the path of a field without one', () => {
    const schema = z.strictObject({
      hero: doc(z.strictObject({ headline: doc(z.string(), 'The heading.'), eyebrow: z.string() }), 'The opening.'),
      cards: doc(z.array(z.strictObject({ title: z.string().optional() })), 'The cards.'),
    });
    expect(undescribedFields(schema)).toEqual(['hero.eyebrow', 'cards[].title']);
  });
});

describe('a field a page schema does not define is refused, not dropped', () => {
  it.each(pages)('$name: an unknown top-level field is an error', ({ schema }) => {
    const result = schema.safeParse({ seoTitle: 'About Us' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toContainEqual(expect.objectContaining({ code: 'unrecognized_keys', keys: ['seoTitle'], path: [] }));
  });

  it.each(pages)('$name: every group of fields, however deep, is strict', ({ schema }) => {
    const loose = objectsOf(z.toJSONSchema(schema, { io: 'input' }) as JsonSchema, '')
      .filter(({ node }) => node.additionalProperties !== false)
      .map(({ path }) => path || '(the file)');
    expect(loose).toEqual([]);
  });

  it('a misspelled field deep in the copy is reported where it is written', () => {
    const result = blogPageSchema.shape.categories.safeParse([{ id: 'inventory', lable: 'Inventory' }]);
    expect(result.error?.issues).toContainEqual(expect.objectContaining({ code: 'unrecognized_keys', keys: ['lable'], path: [0] }));
  });
});

/** The issues of a parse that must fail, with what the error map reads from them. */
function issuesOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input, { reportInput: true });
  expect(result.success, 'the parse fails').toBe(false);
  return (result.error?.issues ?? []).map((issue) => ({
    path: issue.path,
    message: issue.message,
    input: issue.input,
    fix: issue.code === 'custom' ? (issue.params as { fix?: string } | undefined)?.fix : undefined,
  }));
}

describe('uniqueBy', () => {
  const things = z.array(z.strictObject({ id: z.string(), name: z.string() })).superRefine(uniqueBy('id', 'thing'));
  const choices = z.array(z.string()).superRefine(uniqueBy(null, 'choice'));

  it('accepts a list without repeats', () => {
    expect(things.safeParse([{ id: 'a', name: 'A' }, { id: 'b', name: 'A' }]).success).toBe(true);
    expect(choices.safeParse(['Yes', 'No', 'yes']).success).toBe(true);
  });

  it('reports a repeated key on the repeated item, and names the first in the fix', () => {
    const issues = issuesOf(things, [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }, { id: 'a', name: 'C' }]);
    expect(issues).toEqual([
      {
        path: [2, 'id'],
        message: 'must be unique: "a" is listed twice',
        input: 'a',
        fix: 'The thing at item 1 has it already: give each thing its own id, or remove the copy.',
      },
    ]);
  });

  it('reports a repeated item of a plain list at its position', () => {
    const issues = issuesOf(choices, ['Other', 'Yes', 'No', 'Other']);
    expect(issues).toEqual([{ path: [3], message: 'must be unique: "Other" is listed twice', input: 'Other', fix: 'Item 1 is the same choice: remove one of the two.' }]);
  });

  it('reports every repeat, each against the first', () => {
    const issues = issuesOf(choices, ['A', 'A', 'B', 'A']);
    expect(issues.map((issue) => issue.path)).toEqual([[1], [3]]);
    expect(issues.map((issue) => issue.fix)).toEqual(['Item 1 is the same choice: remove one of the two.', 'Item 1 is the same choice: remove one of the two.']);
  });

  it('only takes a key the items have', () => {
    // @ts-expect-error "slug" is not a field of these items
    z.array(z.strictObject({ id: z.string() })).superRefine(uniqueBy('slug', 'thing'));
  });
});

/** A service industry panel and a backup record that pass, to be repeated or changed. */
const industry = (id: string) => ({ id, name: `Industry ${id}`, description: 'What they need.', challenges: ['a', 'b', 'c'], solutions: ['d', 'e', 'f'] });
const record = (id: string): Record<string, unknown> => ({
  id,
  name: `Backup ${id}`,
  date: '2025-06-15',
  time: '02:00 AM',
  duration: '12m 34s',
  size: '1.2 GB',
  location: '/backups/prod/full.tar.gz',
  type: 'full',
  status: 'completed',
  retention: 30,
  compressed: true,
  encrypted: true,
});

describe('lists of the page copy that must not repeat an item', () => {
  const cases: { list: string; schema: z.ZodType; input: unknown; path: PropertyKey[]; value: string }[] = [
    {
      list: 'blog categories',
      schema: blogPageSchema.shape.categories,
      input: [{ id: 'inventory', label: 'Inventory' }, { id: 'retail', label: 'Retail' }, { id: 'inventory', label: 'Stock' }],
      path: [2, 'id'],
      value: 'inventory',
    },
    { list: 'contact form choices', schema: contactPageSchema.shape.form.shape.options.shape.timeline, input: ['Soon', 'Later', 'Soon'], path: [2], value: 'Soon' },
    {
      list: 'service industry panels',
      schema: servicesPageSchema.shape.industries.shape.items,
      input: ['a', 'b', 'c', 'd', 'b', 'f'].map(industry),
      path: [4, 'id'],
      value: 'b',
    },
    {
      list: 'backup records',
      schema: backupsPageSchema.shape.records,
      input: ['bk-1', 'bk-2', 'bk-3', 'bk-4', 'bk-5', 'bk-6', 'bk-1'].map(record),
      path: [6, 'id'],
      value: 'bk-1',
    },
  ];

  it.each(cases)('$list: the repeated item is named', ({ schema, input, path, value }) => {
    expect(issuesOf(schema, input)).toEqual([expect.objectContaining({ path, message: `must be unique: "${value}" is listed twice` })]);
  });
});

describe('the other list rules say what they found', () => {
  const member = (group: string, index: number) => ({
    name: `Person ${index}`,
    role: 'Advisor',
    group,
    bio: 'Two sentences.',
    expertise: ['a', 'b', 'c'],
    education: 'MBA',
    location: 'Pune, India',
    profileUrl: `https://example.com/${index}`,
  });

  it('team: a wrong count per group, with the fix', () => {
    const members = ['leadership', 'leadership', 'leadership', 'leadership', 'leadership', 'advisor', 'advisor'].map(member);
    expect(issuesOf(teamPageSchema.shape.members, members)).toEqual([
      expect.objectContaining({ path: [], message: 'Found 5 members with group "leadership", but there must be 4', fix: expect.stringMatching(/^Write group: leadership on the four/) }),
      expect.objectContaining({ path: [], message: 'Found 2 members with group "advisor", but there must be 3' }),
    ]);
  });

  it('backups: a failed record without a reason is named at its description', () => {
    const records = ['bk-1', 'bk-2', 'bk-3', 'bk-4', 'bk-5', 'bk-6', 'bk-7'].map(record);
    records[4] = { ...records[4]!, status: 'failed' };
    expect(issuesOf(backupsPageSchema.shape.records, records)).toEqual([
      expect.objectContaining({ path: [4, 'description'], message: 'This backup failed, so its description must say why', fix: expect.stringMatching(/^Add a line with the reason/) }),
    ]);
    records[4] = { ...records[4]!, description: 'Disk full.' };
    expect(backupsPageSchema.shape.records.safeParse(records).success).toBe(true);
  });
});
