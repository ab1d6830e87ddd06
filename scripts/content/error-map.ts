/**
 * Zod's issues in a marketer's words: what was found, what the field needs, and the fix,
 * with the line the field is on. Every schema problem goes through here, so the wording is
 * shaped once, by issue code, not by rewriting zod's English afterwards. Rules written in the
 * schemas (regex and refinement messages) start with "must ..." and are completed here with
 * what was found.
 */
import { closest, distance } from 'fastest-levenshtein';
import { z } from 'zod';
import { retiredFields } from '../../src/content/fields.ts';
import { problemAt, type YamlSource } from './source.ts';
import type { ContentProblem } from './problems.ts';

/** How a found value is quoted back: "text", 7, true, a list of 3 items. */
export function describeFound(input: unknown): string {
  if (input === undefined) return 'nothing';
  if (input === null) return 'an empty value';
  if (Array.isArray(input)) return `a list of ${input.length} item${input.length === 1 ? '' : 's'}`;
  if (typeof input === 'object') return 'a group of fields';
  if (typeof input === 'string') return JSON.stringify(input.length > 60 ? `${input.slice(0, 57)}...` : input);
  return `${String(input)} (a ${typeof input === 'number' ? 'number' : typeof input === 'boolean' ? 'true/false value' : typeof input})`;
}

/** The closest of `options` to `wanted` when it is close enough to be a slip of the keyboard. */
export function didYouMean(wanted: string, options: readonly string[]): string | undefined {
  if (options.length === 0) return undefined;
  const lower = wanted.toLowerCase();
  const exactIgnoringCase = options.find((option) => option.toLowerCase() === lower);
  if (exactIgnoringCase) return exactIgnoringCase;
  const normalise = (text: string) => text.toLowerCase().replace(/\band\b/g, '&').replace(/[^a-z0-9&]+/g, '');
  const sameLetters = options.find((option) => normalise(option) === normalise(wanted));
  if (sameLetters) return sameLetters;
  const best = closest(lower, options.map((option) => option.toLowerCase()));
  const index = options.findIndex((option) => option.toLowerCase() === best);
  return distance(lower, best) <= Math.max(2, Math.floor(wanted.length / 3)) ? options[index] : undefined;
}

type Def = { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; innerType?: z.ZodType; in?: z.ZodType };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Wrappers that do not change which fields a value has. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    const inner = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
    if (!inner) return current;
    current = inner;
  }
}

/** The schema of the field at `path`, for its description, example and field names. */
export function schemaAt(schema: z.ZodType, path: readonly PropertyKey[]): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (const segment of path) {
    if (!current) return undefined;
    const def = defOf(unwrap(current));
    current = def.type === 'object' && typeof segment === 'string' ? def.shape?.[segment] : def.type === 'array' ? def.element : undefined;
  }
  return current;
}

/** The meta a schema field carries (see doc() in src/content/fields.ts), wrappers included. */
export function fieldMeta(schema: z.ZodType | undefined): { description?: string; examples?: unknown[] } {
  for (let current = schema; current; ) {
    const meta = z.globalRegistry.get(current) as { description?: string; examples?: unknown[] } | undefined;
    if (meta?.description || meta?.examples) return meta;
    const def = defOf(current);
    current = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
  }
  return {};
}

function exampleLine(key: string, example: unknown): string {
  if (Array.isArray(example)) return `${key}:\n      - ${example.map(String).join('\n      - ')}`;
  if (typeof example === 'string') return `${key}: ${/[:#"']|^\s|\s$/.test(example) ? JSON.stringify(example) : example}`;
  return `${key}: ${String(example)}`;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

interface Wording {
  message: string;
  fix?: string;
}

/** A value under its minimum or over its maximum, worded for text, lists and numbers. */
function wordOutOfRange(issue: z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig, found: string): Wording {
  const tooSmall = issue.code === 'too_small';
  const limit = Number(tooSmall ? issue.minimum : issue.maximum);
  const bound = `${tooSmall ? 'at least' : 'at most'} ${limit}`;
  if (issue.origin === 'string') {
    if (tooSmall) return { message: 'This field is empty.', fix: 'Write the text, or copy it from a similar file.' };
    const length = typeof issue.input === 'string' ? issue.input.trim().length : 0;
    // A limit set with limitedText() says why (src/content/fields.ts).
    const why = issue.message.startsWith('because ') ? `, ${issue.message}` : '';
    return { message: `This text has ${length} characters, but at most ${limit} fit here${why}.`, fix: `Shorten it by ${plural(length - limit, 'character')}.` };
  }
  if (issue.origin === 'array') {
    const count = Array.isArray(issue.input) ? issue.input.length : 0;
    return {
      message: `Found ${plural(count, 'item')}, but this list must have ${issue.exact ? `exactly ${limit}` : bound}.`,
      fix: tooSmall ? `Add ${plural(limit - count, 'more item')}.` : `Remove ${plural(count - limit, 'item')}.`,
    };
  }
  return { message: `Found ${found}, but this must be ${bound}.` };
}

function wordIssue(issue: z.core.$ZodIssue, root: z.ZodType): Wording {
  const found = describeFound(issue.input);
  const key = String(issue.path.at(-1) ?? 'field');
  switch (issue.code) {
    case 'invalid_type': {
      // `title:` with nothing after it: the value was left out, not given in the wrong form.
      if (issue.input === null) {
        const example = fieldMeta(schemaAt(root, issue.path)).examples?.[0];
        if (typeof issue.path.at(-1) === 'number') return { message: 'This list item is empty: nothing is written after its "-".', fix: 'Write the item after "- ", or delete the line.' };
        return {
          message: `This field is empty: nothing is written after "${key}:".`,
          fix: `Write the value after the colon${example !== undefined ? `, e.g. ${exampleLine(key, example)}` : ''}, or delete the line if the field may be left out.`,
        };
      }
      if (issue.input === undefined) {
        const meta = fieldMeta(schemaAt(root, issue.path));
        const example = meta.examples?.[0];
        return {
          message: `This field is missing${meta.description ? `: ${meta.description}` : '.'}`,
          fix: `Add a line ${example !== undefined ? exampleLine(key, example) : `"${key}: ..."`}`,
        };
      }
      switch (issue.expected) {
        case 'boolean':
          return { message: `Found ${found}, but this must be true or false.`, fix: `Write ${key}: true or ${key}: false, without quotes.` };
        case 'number':
          return { message: `Found ${found}, but this must be a number.`, fix: 'Write the number alone, without quotes or words, e.g. 7.' };
        case 'string':
          return { message: `Found ${found}, but this must be text.`, fix: 'Put the value in double quotes.' };
        case 'array':
          return { message: `Found ${found}, but this must be a list.`, fix: `Write each item on its own line below "${key}:", starting with "  - ".` };
        case 'object':
          return { message: `Found ${found}, but this must be a group of fields.`, fix: `Indent the fields of "${key}" below it, each on its own line.` };
        default:
          return { message: `Found ${found}, but this must be ${issue.expected}.` };
      }
    }
    case 'too_small':
    case 'too_big':
      return wordOutOfRange(issue, found);
    case 'invalid_value': {
      const options = issue.values.map(String);
      const suggestion = typeof issue.input === 'string' ? didYouMean(issue.input, options) : undefined;
      return {
        message: `Found ${found}, which is not one of the allowed values.`,
        fix: `${suggestion ? `Did you mean "${suggestion}"? ` : ''}Allowed: ${options.join(', ')}.`,
      };
    }
    case 'invalid_format': {
      if (issue.format === 'email') return { message: `Found ${found}, but this must be an e-mail address.`, fix: 'Write it like name@example.com.' };
      if (issue.format === 'url') return { message: `Found ${found}, but this must be a full web address starting with https:// (a visitor's browser would not open anything else safely).`, fix: 'Write it starting with https://, as the address bar shows it.' };
      return issue.message.startsWith('must ')
        ? { message: `Found ${found}, but it ${issue.message}.` }
        : { message: `Found ${found}: ${issue.message}.` };
    }
    case 'invalid_union':
      return { message: `Found ${found}, which matches none of the forms this field takes.` };
    default: {
      // Refinements may carry their own fix (see isoDate in src/content/fields.ts).
      const fix = issue.code === 'custom' ? (issue.params as { fix?: string } | undefined)?.fix : undefined;
      const message = issue.message.startsWith('must ') ? `Found ${found}, but it ${issue.message}.` : issue.message.endsWith('.') ? issue.message : `${issue.message}.`;
      return fix ? { message, fix } : { message };
    }
  }
}

/** Every issue of a failed parse as a problem with its line; unknown fields one by one. */
export function zodProblems(shownAs: string, yaml: YamlSource, root: z.ZodType, error: z.ZodError): ContentProblem[] {
  return error.issues.flatMap((issue): ContentProblem[] => {
    if (issue.code === 'unrecognized_keys') {
      const parent = schemaAt(root, issue.path);
      const def = parent ? defOf(unwrap(parent)) : undefined;
      const known = Object.keys(def?.shape ?? {});
      const retired = parent ? retiredFields.get(parent) : undefined;
      return issue.keys.map((key) => {
        const why = retired && Object.hasOwn(retired, key) ? retired[key] : undefined;
        if (why) return problemAt(shownAs, yaml, [...issue.path, key], why, `Remove the line "${key}: ...".`);
        const suggestion = didYouMean(key, known);
        return problemAt(
          shownAs,
          yaml,
          [...issue.path, key],
          `"${key}" is not a field this file can have, so it would be ignored.`,
          suggestion ? `Did you mean "${suggestion}"?` : `Check its spelling or remove it. The fields here are: ${known.join(', ')}.`,
        );
      });
    }
    const { message, fix } = wordIssue(issue, root);
    return [problemAt(shownAs, yaml, issue.path, message, fix)];
  });
}
