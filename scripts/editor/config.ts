/**
 * The content editor's configuration (Decap CMS, scripts/editor/README in docs/editor.md),
 * generated from the collection registry (scripts/collections.ts) and the zod schemas through
 * the same list of documented files as docs/content.md (scripts/content/reference.ts), so a
 * field, a rule or a help text is written once, in src/content/. `npm run docs` writes it to
 * scripts/editor/decap-config.json; a test fails when that file is stale.
 *
 * What carries over from a schema: required fields, exact and bounded list lengths, selects
 * (enums, and the taxonomy lists of content/pages/*.yaml as relation widgets), patterns with
 * their rule in words (the schema's own message, as the content check words it), number
 * bounds, nested groups and lists of groups, images, defaults, and each field's description
 * as its help text.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { collections as registry } from '../collections.ts';
import { schemaAt } from '../content/error-map.ts';
import { collections as documented, type JsonSchema } from '../content/reference.ts';
import { FRONTMATTER_FORMAT, ROOT_LIST_FIELD, YAML_FORMAT } from './config-names.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CONFIG_FILE = 'scripts/editor/decap-config.json';

export type DecapField = Record<string, unknown> & { name: string; label: string; widget: string };

/**
 * Fields whose value must name an entry of another collection (a story's industry: an
 * industry file's name) or one item of a list kept in page copy (an article's category): the
 * content check (scripts/content/checks.ts) refuses anything else, so the editor offers only those.
 */
const taxonomy: Record<string, Record<string, unknown>> = {
  'story.industry': { collection: 'industries', value_field: 'name', search_fields: ['name'], display_fields: ['name'] },
  'article.category': {
    collection: 'pages',
    file: 'blog',
    value_field: 'categories.*.id',
    search_fields: ['categories.*.label'],
    display_fields: ['categories.*.label'],
  },
};

/** "canonicalPath" -> "Canonical path": the label a marketer reads above the field. */
export function labelOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const typeOf = (schema: JsonSchema): string | undefined => {
  if (schema.anyOf) return schema.anyOf.map(typeOf).find((type) => type !== 'null');
  return Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;
};

/** A long text gets a text area: the schema says it is paragraphs or sentences, or allows more than a line. */
const isLongText = (schema: JsonSchema) => /paragraph|sentence/i.test(schema.description ?? '') || (schema.maxLength ?? 0) > 200;

/** An image path (content/images/, served as /images/...): the schema's description says so. */
const isImage = (schema: JsonSchema) => /content\/images\//.test(schema.description ?? '');

/**
 * Where the picture button of an image field puts an upload: the folder of the schema's
 * example (a team photo's "/images/team/jane-doe.jpg": content/images/team/, written in the
 * entry as /images/team/<file>), so uploads land where docs/editing.md says such pictures go.
 * Without a subfolder in the example, the configuration's media_folder (content/images/).
 * A leading slash makes Decap read the folder from the repository's top, not the entry's folder.
 */
function imageFolders(schema: JsonSchema): { media_folder: string; public_folder: string } | undefined {
  const example = schema.examples?.find((value): value is string => typeof value === 'string');
  const folder = example && /^\/images\/.+\//.test(example) ? path.posix.dirname(example) : undefined;
  return folder ? { media_folder: `/content${folder}`, public_folder: folder } : undefined;
}

/**
 * Decap's English sentence around a pattern's message (decap-cms-locales, en, regexPattern).
 * It ends the sentence itself, so a message here has no full stop of its own (one would show
 * as ".."). Decap's error list is set in capitals (text-transform), which is how the schema's
 * `\d` showed as `\D` when the message was the regular expression.
 */
export const DECAP_PATTERN_SENTENCE = "%{fieldLabel} didn't match the pattern: %{pattern}.";

/** A rule as the end of Decap's sentence: no full stop at the end, and no space before it. */
const ruleText = (rule: string) => rule.trim().replace(/[\s.]+$/, '');

type RuleDef = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  checks?: { _zod: { def: RuleCheck } }[];
} & RuleCheck;
type RuleCheck = { check?: string; format?: string; pattern?: RegExp; maximum?: number; error?: (issue: unknown) => unknown };

/** The checks of the text schema under a field's wrappers (optional, default, a transform's input). */
function textChecks(rules: z.ZodType | undefined): RuleCheck[] {
  let current = rules;
  while (current) {
    const def = (current as unknown as { _zod: { def: RuleDef } })._zod.def;
    const inner = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
    // A format of its own (z.email()) is a check on itself; .regex() and .max() add checks.
    if (!inner) return [...(def.check ? [def] : []), ...(def.checks ?? []).map((check) => check._zod.def)];
    current = inner;
  }
  return [];
}

/** The message a check was given in the schema (`.regex(/.../, 'must ...')`), if it was given one. */
function messageOf(check: RuleCheck): string | undefined {
  const written = check.error?.({ code: 'invalid_format', input: '' });
  const message = typeof written === 'string' ? written : (written as { message?: string } | undefined)?.message;
  return message && !message.startsWith('Invalid') ? message : undefined;
}

/**
 * Formats zod checks without a message of ours, worded as the content check words them
 * (scripts/content/error-map.ts, invalid_format).
 */
const formatRules: Record<string, string> = { email: 'must be an e-mail address' };

/**
 * A pattern's rule in the site's words, for Decap to show when a value does not match: the
 * message the schema gives the rule (the "must ..." the content check shows after "Found ...,
 * but it"), never the regular expression, which means nothing to a marketer.
 */
function patternRule(name: string, schema: JsonSchema, rules: z.ZodType | undefined): string {
  const checks = textChecks(rules);
  const regex = checks.find((check) => check.format === 'regex' && check.pattern?.source === schema.pattern);
  const written = regex && messageOf(regex);
  if (written) return ruleText(written);
  const format = checks.find((check) => check.format && formatRules[check.format] && check.pattern?.source === schema.pattern);
  if (format) {
    const example = schema.examples?.find((value): value is string => typeof value === 'string');
    return `${formatRules[format.format!]}${example ? `, e.g. ${example}` : ''}`;
  }
  throw new Error(`The field ${name} has a pattern without a rule in words: give its .regex() a message, "must ..." (src/content/)`);
}

/**
 * A length limit in the site's words: with the reason limitedText() gives it ("because ..."),
 * as the content check says it ("at most 60 fit here, because ..."), or the schema's own "must ...".
 */
function lengthRule(schema: JsonSchema, rules: z.ZodType | undefined): string | undefined {
  const { minLength: min, maxLength: max } = schema;
  if (max === undefined) return undefined;
  const check = textChecks(rules).find((candidate) => candidate.check === 'max_length' && candidate.maximum === max);
  const written = check && messageOf(check);
  if (written?.startsWith('must ')) return ruleText(written);
  const limit = min !== undefined && min > 1 ? `${min} to ${max} characters fit here` : `at most ${max} characters fit here`;
  return written?.startsWith('because ') ? `${limit}, ${ruleText(written)}` : limit;
}

/**
 * The Decap field of one schema property (`scope` names the file kind, for the taxonomy table;
 * `rules` is the property's zod schema, whose messages word its pattern).
 */
export function fieldOf(name: string, schema: JsonSchema, required: boolean, scope: string, rules?: z.ZodType): DecapField {
  const type = typeOf(schema);
  const field: DecapField = { name, label: labelOf(name), widget: 'string' };
  if (schema.description) field.hint = schema.description;
  if (!required) field.required = false;
  if (schema.default !== undefined && !(Array.isArray(schema.default) && schema.default.length === 0)) field.default = schema.default;
  const relation = taxonomy[`${scope}.${name}`];
  const values = schema.enum ?? schema.anyOf?.find((option) => option.enum)?.enum;
  if (relation) Object.assign(field, { widget: 'relation', ...relation });
  else if (values) Object.assign(field, { widget: 'select', options: values.map(String) });
  else if (type === 'boolean') field.widget = 'boolean';
  else if (type === 'integer' || type === 'number') {
    Object.assign(field, { widget: 'number', value_type: type === 'integer' ? 'int' : 'float' });
    if (schema.minimum !== undefined && schema.minimum > -1e15) field.min = schema.minimum;
    if (schema.maximum !== undefined && schema.maximum < 1e15) field.max = schema.maximum;
  } else if (type === 'object' && schema.properties) {
    Object.assign(field, { widget: 'object', collapsed: false, fields: fieldsOf(schema, scope, rules) });
  } else if (type === 'array') {
    const items = schema.items ?? {};
    field.widget = 'list';
    if (schema.minItems !== undefined && schema.minItems > 0) field.min = schema.minItems;
    if (schema.maxItems !== undefined) field.max = schema.maxItems;
    const itemRules = rules && schemaAt(rules, [0]);
    if (typeOf(items) === 'object' && items.properties) field.fields = fieldsOf(items, scope, itemRules);
    else field.field = fieldOf(name.replace(/s$/, ''), items, true, `${scope}.${name}[]`, itemRules);
  } else {
    // The image widget writes the path itself (public_folder + file name); Decap's pattern check
    // refused the path it had just written, and the content check still checks the path.
    if (isImage(schema)) return { ...field, widget: 'image', ...imageFolders(schema) };
    if (isLongText(schema)) field.widget = 'text';
    if (schema.pattern) field.pattern = [schema.pattern, patternRule(name, schema, rules)];
    else {
      const rule = lengthRule(schema, rules);
      // Decap checks one pattern per field: a length limit becomes one, with the limit in words.
      if (rule) field.pattern = [`^[\\s\\S]{${schema.minLength ?? 0},${schema.maxLength}}$`, rule];
    }
  }
  return field;
}

function fieldsOf(schema: JsonSchema, scope: string, rules?: z.ZodType): DecapField[] {
  return Object.entries(schema.properties ?? {}).map(([key, child]) =>
    fieldOf(key, child, (schema.required ?? []).includes(key), scope, rules && schemaAt(rules, [key])),
  );
}

const inputSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** The whole configuration: one folder collection per registry collection, one file collection for the YAML files. */
export function editorConfig(): Record<string, unknown> {
  const folders = registry.map((collection) => {
    const doc = documented.find((candidate) => candidate.files === `content/${collection.folder}/*${collection.extension}`);
    if (!doc) throw new Error(`scripts/content/reference.ts documents no files content/${collection.folder}/*${collection.extension}`);
    const fields = fieldsOf(inputSchema(collection.schema), collection.noun, collection.schema);
    // The text below the fields: the article line syntax gets its own widget (rendered beside the text).
    if (collection.body !== 'none')
      fields.push({
        name: 'body',
        label: 'Body',
        widget: collection.body === 'line-syntax' ? 'article-body' : 'text',
        hint:
          collection.body === 'line-syntax'
            ? 'The article text in the article syntax (README): the rendered body shows beside it.'
            : 'The text in Markdown.',
      });
    return {
      name: collection.name,
      label: doc.title,
      label_singular: collection.noun,
      description: doc.summary,
      folder: `content/${collection.folder}`,
      extension: collection.extension.slice(1),
      format: FRONTMATTER_FORMAT,
      create: true,
      slug: '{{slug}}',
      identifier_field: 'title',
      fields,
    };
  });
  const yamlFiles = documented.filter((doc) => !doc.frontmatter);
  const files = yamlFiles.map((doc) => {
    const schema = inputSchema(doc.schema);
    const name = path.basename(doc.files, '.yaml');
    // Decap edits a file whose top is a group of fields; a file that is a list at its top is
    // wrapped in one list field named after it (formats.ts unwraps it when writing).
    const fields =
      schema.type === 'array'
        ? [{ ...fieldOf(ROOT_LIST_FIELD, schema, true, name, doc.schema), label: doc.title }]
        : fieldsOf(schema, name, doc.schema);
    return { name, label: doc.title, file: doc.files, description: doc.summary, fields };
  });
  return {
    load_config_file: false,
    // Local mode: the editor's own server (server.ts) reads and writes this checkout. The page
    // sets the address it is served from; a hosted git backend is a separate option (docs/editor.md).
    backend: { name: 'proxy', proxy_url: '/api/v1', branch: 'main' },
    media_folder: 'content/images',
    public_folder: '/images',
    collections: [
      ...folders,
      {
        name: 'pages',
        label: 'Pages and site settings',
        format: YAML_FORMAT,
        extension: 'yaml',
        editor: { preview: false },
        files,
      },
    ],
  };
}

export const editorConfigText = (): string => `${JSON.stringify(editorConfig(), null, 2)}\n`;

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  fs.writeFileSync(path.join(projectRoot, CONFIG_FILE), editorConfigText());
  console.log(`docs: wrote ${CONFIG_FILE}`);
}
